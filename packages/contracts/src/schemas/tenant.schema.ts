// Tenants (organisations) and their members. The slug is optional on input: the service derives one
// from the name.
import * as yup from 'yup';
import { PLANS, TENANT_ROLES } from '../enums';
import {
  MEMBER_USER_INVALID,
  PLAN_INVALID,
  TENANT_NAME_MAX,
  TENANT_NAME_REQUIRED,
  TENANT_ROLE_INVALID,
  USER_OR_EMAIL_REQUIRED,
} from '../messages';
import { domainSchema, emailSchema, slugSchema } from './fields.schema';
import { blankToNull, blankToUndefined, oneOf, singleLineText, uuid } from './schema-helpers';

const tenantFields = {
  name: singleLineText('Tenant name').required(TENANT_NAME_REQUIRED).max(255, TENANT_NAME_MAX),
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

const tenantRoleSchema = oneOf(TENANT_ROLES, TENANT_ROLE_INVALID);

/**
 * Adds a member by user id, or by email address: an address with an account joins at once, any
 * other is invited by mail and joins when it registers. The message sits on `email`, the field the
 * console's form shows.
 */
export const addTenantMemberSchema = yup
  .object({
    userId: uuid(MEMBER_USER_INVALID).nullable().transform(blankToNull),
    email: emailSchema.nullable().transform(blankToNull),
    role: tenantRoleSchema.default('member'),
  })
  .test('user-or-email', USER_OR_EMAIL_REQUIRED, function (value) {
    if (value?.userId || value?.email) return true;
    return this.createError({ path: 'email', message: USER_OR_EMAIL_REQUIRED });
  });
export type AddTenantMemberInput = yup.InferType<typeof addTenantMemberSchema>;

export const updateTenantMemberSchema = yup.object({
  role: tenantRoleSchema.required(TENANT_ROLE_INVALID),
});
export type UpdateTenantMemberInput = yup.InferType<typeof updateTenantMemberSchema>;
