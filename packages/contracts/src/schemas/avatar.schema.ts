// The file picked for an avatar, checked before the upload to /upload-temp and again by the server.
import * as yup from 'yup';
import { AVATAR_EXTENSIONS, AVATAR_MIME_TYPES } from '../enums';
import {
  AVATAR_EMPTY,
  AVATAR_TOO_LARGE,
  AVATAR_TYPE,
  FILE_NAME_MAX,
  FILE_NAME_REQUIRED,
  FILE_SIZE_INTEGER,
  FILE_SIZE_NUMBER,
  FILE_SIZE_REQUIRED,
} from '../messages';
import { integer, singleLineText } from './schema-helpers';

/** Not set by the spec; large enough for a phone photo, small enough for a profile picture. */
export const AVATAR_MAX_SIZE_BYTES = 5 * 1024 * 1024;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

export const isAvatarMimeType = (value: string): boolean =>
  (AVATAR_MIME_TYPES as readonly string[]).includes(value.toLowerCase());

export const isAvatarFileName = (name: string): boolean =>
  (AVATAR_EXTENSIONS as readonly string[]).includes(extensionOf(name));

// Both the type and the extension are checked: browsers derive the type from the extension, and a
// renamed file must not slip through on either side.
export const avatarFileSchema = yup.object({
  mimeType: singleLineText('File type')
    .required(AVATAR_TYPE)
    .test('avatar-mime-type', AVATAR_TYPE, (value) => value == null || isAvatarMimeType(value)),
  size: integer(FILE_SIZE_NUMBER, FILE_SIZE_INTEGER)
    .required(FILE_SIZE_REQUIRED)
    .min(1, AVATAR_EMPTY)
    .max(AVATAR_MAX_SIZE_BYTES, AVATAR_TOO_LARGE),
  name: singleLineText('File name')
    .required(FILE_NAME_REQUIRED)
    .max(255, FILE_NAME_MAX)
    .test(
      'avatar-extension',
      AVATAR_TYPE,
      (value) => value == null || value === '' || isAvatarFileName(value),
    ),
});
export type AvatarFileInput = yup.InferType<typeof avatarFileSchema>;
