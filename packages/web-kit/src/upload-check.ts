// A file the server would refuse is refused in the browser before it is sent (same contract schemas,
// same words); the server still checks it, by its bytes.
import { ValidationError } from 'yup';
import { avatarFileSchema, resourceFileSchema } from '@coachwork/contracts';

export type UploadKind = 'avatar' | 'resource';

type PickedFile = Pick<File, 'name' | 'size' | 'type'>;

/** Why this file cannot be uploaded as `kind`, or null when it may be sent. */
export function uploadProblem(file: PickedFile, kind: UploadKind): string | null {
  try {
    if (kind === 'avatar') avatarFileSchema.validateSync({ mimeType: file.type, size: file.size, name: file.name });
    else resourceFileSchema.validateSync({ size: file.size, name: file.name });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}
