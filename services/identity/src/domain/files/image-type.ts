// What an uploaded image really is, judged by its first bytes (its magic number), never by the name
// or the type the browser sent: a text file renamed to .png is not a PNG.
export type SniffedImage = { mimeType: 'image/png' | 'image/jpeg' | 'image/webp'; extension: string };

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

export function sniffImageType(buf: Buffer): SniffedImage | null {
  // PNG: \x89 P N G \r \n \x1a \n
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mimeType: 'image/png', extension: 'png' };
  }
  // JPEG: SOI marker FF D8 followed by another marker FF xx.
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  // WebP: RIFF <size> WEBP
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  return null;
}
