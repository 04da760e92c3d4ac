import * as yup from 'yup';
import { DESCRIPTION_MAX_255, PERMISSION_NAME_MAX, PERMISSION_NAME_REQUIRED } from '../messages';
import { multiLineText, singleLineText } from './schema-helpers';

const permissionFields = {
  name: singleLineText('Permission name').required(PERMISSION_NAME_REQUIRED).max(255, PERMISSION_NAME_MAX),
  description: multiLineText('Description').nullable().max(255, DESCRIPTION_MAX_255),
};

export const createPermissionSchema = yup.object(permissionFields);
export type CreatePermissionInput = yup.InferType<typeof createPermissionSchema>;

export const updatePermissionSchema = yup.object(permissionFields).partial();
export type UpdatePermissionInput = yup.InferType<typeof updatePermissionSchema>;
