// Tenants (organisations). The slug is optional on input: the service derives one from the name.
import * as yup from 'yup';
import { PLANS } from '../enums';
import { PLAN_INVALID, TENANT_NAME_MAX, TENANT_NAME_REQUIRED } from '../messages';
import { domainSchema, emailSchema, slugSchema } from './fields.schema';
import { blankToNull, blankToUndefined, oneOf, text } from './schema-helpers';

const tenantFields = {
  name: text('Tenant name').required(TENANT_NAME_REQUIRED).max(255, TENANT_NAME_MAX),
  slug: slugSchema.transform(blankToUndefined),
  email: emailSchema.nullable().transform(blankToNull),
  domain: domainSchema.nullable().transform(blankToNull),
  plan: oneOf(PLANS, PLAN_INVALID),
};

export const createTenantSchema = yup.object({
  ...tenantFields,
  plan: tenantFields.plan.default('free'),
});
export type CreateTenantInput = yup.InferType<typeof createTenantSchema>;

/** No default plan here: an update that omits it must not downgrade the tenant to free. */
export const updateTenantSchema = yup.object(tenantFields).partial();
export type UpdateTenantInput = yup.InferType<typeof updateTenantSchema>;
