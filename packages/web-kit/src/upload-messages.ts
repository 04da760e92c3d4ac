// Files refused before they are sent: the contract's words in English, ours in German. The catalogue of
// '@coachwork/web-kit/upload', bundled with it rather than in the shared barrel's.
import {
  AVATAR_EMPTY,
  AVATAR_TOO_LARGE,
  AVATAR_TYPE,
  FILE_EMPTY,
  FILE_NAME_MAX,
  RESOURCE_FILE_TOO_LARGE,
  RESOURCE_FILE_TYPE,
} from '@coachwork/contracts';

const en = {
  'upload.avatarType': AVATAR_TYPE,
  'upload.avatarTooLarge': AVATAR_TOO_LARGE,
  'upload.avatarEmpty': AVATAR_EMPTY,
  'upload.resourceType': RESOURCE_FILE_TYPE,
  'upload.resourceTooLarge': RESOURCE_FILE_TOO_LARGE,
  'upload.empty': FILE_EMPTY,
  'upload.nameTooLong': FILE_NAME_MAX,
};

export type UploadMessage = keyof typeof en;

const de: Record<UploadMessage, string> = {
  'upload.avatarType': 'Nur Bilder im Format PNG, JPEG, JPG oder WebP werden akzeptiert',
  'upload.avatarTooLarge': 'Das Profilbild darf höchstens 5 MB groß sein',
  'upload.avatarEmpty': 'Das Bild ist leer',
  'upload.resourceType': 'Nur Bilder sowie PDF-, Office-, OpenDocument- und Textdateien werden akzeptiert',
  'upload.resourceTooLarge': 'Die Datei darf höchstens 25 MB groß sein',
  'upload.empty': 'Die Datei ist leer',
  'upload.nameTooLong': 'Der Dateiname darf höchstens 255 Zeichen lang sein',
};

export const UPLOAD_MESSAGES = { en, de };
