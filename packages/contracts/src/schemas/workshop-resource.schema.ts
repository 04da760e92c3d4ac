// Resources attached to a workshop (/v1/workshops/{id}/resources): files, links, videos and more.
import * as yup from 'yup';
import { RESOURCE_TYPES } from '../enums';
import {
  FILE_PATH_INVALID,
  FILE_PATH_MAX,
  FILE_PATH_REQUIRED,
  FILE_SIZE_INTEGER,
  FILE_SIZE_MIN,
  FILE_SIZE_MAX,
  DB_INTEGER_MAX,
  FILE_SIZE_NUMBER,
  FILE_TYPE_MAX,
  IS_BROADCAST_INVALID,
  IS_VISIBLE_INVALID,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_IDS_DUPLICATE,
  RESOURCE_IDS_REQUIRED,
  RESOURCE_PREFERENCE_ID_INVALID,
  RESOURCE_TITLE_MAX,
  RESOURCE_TITLE_REQUIRED,
  RESOURCE_TYPE_INVALID,
  RESOURCE_TYPE_REQUIRED,
  RESOURCE_URL_MAX,
  RESOURCE_URL_REQUIRED,
  SORT_ORDER_INTEGER,
  SORT_ORDER_MIN,
  SORT_ORDER_MAX,
  SORT_ORDER_NUMBER,
} from '../messages';
import {
  boolean,
  httpUrl,
  integer,
  isHttpUrl,
  multiLineText,
  oneOf,
  singleLineText,
  uuid,
  UUID_PATTERN,
} from './schema-helpers';

export const RESOURCE_URL_MAX_LENGTH = 500;

const UPLOADED_FILE_PATH = new RegExp(`^/v1/files/${UUID_PATTERN.source.slice(1, -1)}$`, 'i');

/**
 * A resource's file is an upload of ours (`/v1/files/<id>`, as upload-temp answers it) or an http(s)
 * URL (which covers a full URL of an upload); anything else, a `javascript:` link included, is refused
 * because the coach area and the console render it as a link.
 */
export function isResourceFilePath(value: string): boolean {
  return UPLOADED_FILE_PATH.test(value) || isHttpUrl(value);
}
export const TYPES_NEEDING_URL: readonly string[] = ['link', 'video'];
export const TYPES_NEEDING_FILE_PATH: readonly string[] = ['file', 'document'];

// When a PATCH carries `type`, it must carry the url or file path that type needs as well; one without
// `type` is not checked here because the stored type is unknown to the schema.
const resourceFields = {
  title: singleLineText('Title').required(RESOURCE_TITLE_REQUIRED).max(255, RESOURCE_TITLE_MAX),
  description: multiLineText('Description').nullable().max(1000, RESOURCE_DESCRIPTION_MAX),
  type: oneOf(RESOURCE_TYPES, RESOURCE_TYPE_INVALID).required(RESOURCE_TYPE_REQUIRED),
  url: httpUrl('URL', RESOURCE_URL_MAX_LENGTH, RESOURCE_URL_MAX)
    .nullable()
    .test('url-for-type', RESOURCE_URL_REQUIRED, function (url) {
      return !TYPES_NEEDING_URL.includes(this.parent?.type) || !!url;
    }),
  filePath: singleLineText('File path')
    .nullable()
    .max(255, FILE_PATH_MAX)
    .test(
      'file-path',
      FILE_PATH_INVALID,
      (value) => value == null || value === '' || isResourceFilePath(value),
    )
    .test('file-path-for-type', FILE_PATH_REQUIRED, function (filePath) {
      return !TYPES_NEEDING_FILE_PATH.includes(this.parent?.type) || !!filePath;
    }),
  fileSize: integer(FILE_SIZE_NUMBER, FILE_SIZE_INTEGER)
    .nullable()
    .min(0, FILE_SIZE_MIN)
    .max(DB_INTEGER_MAX, FILE_SIZE_MAX),
  fileType: singleLineText('File type').nullable().max(100, FILE_TYPE_MAX),
  sortOrder: integer(SORT_ORDER_NUMBER, SORT_ORDER_INTEGER)
    .min(0, SORT_ORDER_MIN)
    .max(DB_INTEGER_MAX, SORT_ORDER_MAX),
  isVisible: boolean(IS_VISIBLE_INVALID),
  isBroadcast: boolean(IS_BROADCAST_INVALID),
};

export const createWorkshopResourceSchema = yup.object(resourceFields);
export type CreateWorkshopResourceInput = yup.InferType<typeof createWorkshopResourceSchema>;

export const updateWorkshopResourceSchema = yup.object(resourceFields).partial();
export type UpdateWorkshopResourceInput = yup.InferType<typeof updateWorkshopResourceSchema>;

/**
 * POST /v1/workshops/{id}/resources/reorder: the resource ids in their new order; each gets its
 * position (0, 1, ...) as sortOrder. Resources left out keep theirs.
 */
export const reorderWorkshopResourcesSchema = yup.object({
  ids: yup
    .array(uuid(RESOURCE_PREFERENCE_ID_INVALID).required(RESOURCE_IDS_REQUIRED))
    .typeError(RESOURCE_IDS_REQUIRED)
    .required(RESOURCE_IDS_REQUIRED)
    .min(1, RESOURCE_IDS_REQUIRED)
    .test(
      'unique',
      RESOURCE_IDS_DUPLICATE,
      // Items that are no text fail their own check; this one must not throw on them (fuzz: a 500).
      (ids) =>
        !ids ||
        new Set(ids.map((i: unknown) => (typeof i === 'string' ? i.toLowerCase() : i))).size === ids.length,
    ),
});
export type ReorderWorkshopResourcesInput = yup.InferType<typeof reorderWorkshopResourcesSchema>;
