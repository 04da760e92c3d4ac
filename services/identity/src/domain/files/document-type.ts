// What an uploaded resource document really is, judged by its bytes, never by the name or the type the
// browser sent. Binary formats (PDF, Office Open XML, OpenDocument) are recognised by file-type; plain
// text has no magic number, so it must be valid UTF-8 without NUL bytes, and only then does the
// extension say which kind of text it is.
import { fromBuffer } from 'file-type';
import { RESOURCE_FILE_MIME_TYPES } from '@coachwork/contracts';

/** The accepted binary documents: the contract's resource types other than images and text. */
export const DOCUMENT_MIME_TYPES: ReadonlySet<string> = new Set(
  RESOURCE_FILE_MIME_TYPES.filter((t) => t.startsWith('application/')),
);

const TEXT_TYPE_OF_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

function isPlainUtf8Text(buf: Buffer): boolean {
  if (buf.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
    return true;
  } catch {
    return false;
  }
}

/** The document's mime type, or null when it is none of the accepted kinds. */
export async function sniffDocumentType(buf: Buffer, name: string): Promise<string | null> {
  const found = await fromBuffer(buf);
  if (found && DOCUMENT_MIME_TYPES.has(found.mime)) return found.mime;
  // Text has no signature; a guess of file-type's for it (rare) does not make it binary.
  const textType = TEXT_TYPE_OF_EXTENSION[extensionOf(name)];
  if (textType && isPlainUtf8Text(buf)) return textType;
  return null;
}
