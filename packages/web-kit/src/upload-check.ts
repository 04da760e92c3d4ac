// A file the server would refuse is refused in the browser before it is sent (same contract schemas,
// same words); the server still checks it, by its bytes. In German the contract's English is put in
// the page's words; a message this catalogue does not know stays as the contract writes it.
// An entry of its own ('@coachwork/web-kit/upload'), outside the shared barrel: it brings yup and the
// contracts' file schemas, which the storefront's home page would otherwise load. The page's language
// comes from the shared web-kit.
import { ValidationError } from 'yup';
import {
  AVATAR_EMPTY,
  AVATAR_TOO_LARGE,
  AVATAR_TYPE,
  avatarFileSchema,
  FILE_EMPTY,
  FILE_NAME_MAX,
  RESOURCE_FILE_TOO_LARGE,
  RESOURCE_FILE_TYPE,
  resourceFileSchema,
} from '@coachwork/contracts';
import { DEFAULT_LANGUAGE, messagesIn, type Language } from '@coachwork/web-kit';
import { UPLOAD_MESSAGES, type UploadMessage } from './upload-messages';

export type UploadKind = 'avatar' | 'resource';

type PickedFile = Pick<File, 'name' | 'size' | 'type'>;

const PROBLEMS = new Map<string, UploadMessage>([
  [AVATAR_TYPE, 'upload.avatarType'],
  [AVATAR_TOO_LARGE, 'upload.avatarTooLarge'],
  [AVATAR_EMPTY, 'upload.avatarEmpty'],
  [RESOURCE_FILE_TYPE, 'upload.resourceType'],
  [RESOURCE_FILE_TOO_LARGE, 'upload.resourceTooLarge'],
  [FILE_EMPTY, 'upload.empty'],
  [FILE_NAME_MAX, 'upload.nameTooLong'],
]);

/** Why this file cannot be uploaded as `kind` (in `lang`, English by default), or null when it may be sent. */
export function uploadProblem(
  file: PickedFile,
  kind: UploadKind,
  lang: Language = DEFAULT_LANGUAGE,
): string | null {
  try {
    if (kind === 'avatar') avatarFileSchema.validateSync({ mimeType: file.type, size: file.size, name: file.name });
    else resourceFileSchema.validateSync({ size: file.size, name: file.name });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const id = lang === DEFAULT_LANGUAGE ? undefined : PROBLEMS.get(error.message);
    return id ? messagesIn(UPLOAD_MESSAGES, lang).t(id) : error.message;
  }
}
