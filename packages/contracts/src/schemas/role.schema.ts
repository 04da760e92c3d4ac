// Roles hold a list of permission names (see permissions.ts for the catalogue).
import * as yup from 'yup';
import {
  DESCRIPTION_MAX_255,
  PERMISSION_ITEM_REQUIRED,
  PERMISSIONS_INVALID,
  ROLE_NAME_MAX,
  ROLE_NAME_REQUIRED,
} from '../messages';
import { list, multiLineText, singleLineText } from './schema-helpers';

const roleFields = {
  name: singleLineText('Role name').required(ROLE_NAME_REQUIRED).max(255, ROLE_NAME_MAX),
  description: multiLineText('Description').nullable().max(255, DESCRIPTION_MAX_255),
  permissions: list(singleLineText('Permission').required(PERMISSION_ITEM_REQUIRED)).typeError(
    PERMISSIONS_INVALID,
  ),
};

export const createRoleSchema = yup.object({
  ...roleFields,
  permissions: roleFields.permissions.default([]),
});
export type CreateRoleInput = yup.InferType<typeof createRoleSchema>;

export const updateRoleSchema = yup.object(roleFields).partial();
export type UpdateRoleInput = yup.InferType<typeof updateRoleSchema>;
