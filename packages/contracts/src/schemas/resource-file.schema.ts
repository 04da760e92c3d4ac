// The file picked for a workshop resource, checked before the upload to /upload-temp?purpose=resource
// and again, by its bytes, on the server.
import * as yup from 'yup';
import { RESOURCE_FILE_EXTENSIONS } from '../enums';
import {
  FILE_EMPTY,
  FILE_NAME_MAX,
  FILE_NAME_REQUIRED,
  FILE_SIZE_INTEGER,
  FILE_SIZE_NUMBER,
  FILE_SIZE_REQUIRED,
  RESOURCE_FILE_TOO_LARGE,
  RESOURCE_FILE_TYPE,
} from '../messages';
import { integer, singleLineText } from './schema-helpers';

/** Not set by the spec; room for a slide deck with pictures, small enough to hold in memory. */
export const RESOURCE_FILE_MAX_SIZE_BYTES = 25 * 1024 * 1024;

/** For a file input's `accept`: the extensions the server may take (it still judges the bytes). */
export const RESOURCE_FILE_ACCEPT = RESOURCE_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

export const isResourceFileName = (name: string): boolean => {
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  return (RESOURCE_FILE_EXTENSIONS as readonly string[]).includes(ext);
};

// Browsers report no type (or a guess) for many documents, so only the name and size are checked here.
export const resourceFileSchema = yup.object({
  size: integer(FILE_SIZE_NUMBER, FILE_SIZE_INTEGER)
    .required(FILE_SIZE_REQUIRED)
    .min(1, FILE_EMPTY)
    .max(RESOURCE_FILE_MAX_SIZE_BYTES, RESOURCE_FILE_TOO_LARGE),
  name: singleLineText('File name')
    .required(FILE_NAME_REQUIRED)
    .max(255, FILE_NAME_MAX)
    .test('resource-extension', RESOURCE_FILE_TYPE, (value) => value == null || isResourceFileName(value)),
});
export type ResourceFileInput = yup.InferType<typeof resourceFileSchema>;
