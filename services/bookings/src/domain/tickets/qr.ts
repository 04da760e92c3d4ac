// A ticket's QR code, made once from its modules and drawn two ways: as a PNG for the ticket page (the
// API's `qr` data URL) and as filled squares on the PDF page. qrcode's own PNG goes through pngjs, which
// tries every row filter in JavaScript and then has pdfkit decode the image again: in the suite that was
// half the CPU of every request that attached tickets (each confirmation mail does). Here the PNG is
// grey, one byte a pixel, each row either new (filter None) or the row above again (filter Up, all
// zeros), compressed by zlib in native code; the PDF gets no image at all.
import zlib from 'node:zlib';
import QRCode from 'qrcode';

/** Light modules around the code, as the QR standard asks for (4 is its figure; 2 reads everywhere). */
const QUIET_ZONE = 2;
/** Pixels a module takes in the PNG: 320 px or so for a version 3–5 code, as before. */
const PNG_SCALE = 8;

export interface QrModules {
  /** Modules a side, quiet zone included. */
  size: number;
  /** Each row's dark runs: [row, first column, length], quiet zone included in the coordinates. */
  runs: [number, number, number][];
  dark: (row: number, column: number) => boolean;
}

export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const inner = modules.size;
  const size = inner + 2 * QUIET_ZONE;
  const dark = (row: number, column: number) => {
    const r = row - QUIET_ZONE;
    const c = column - QUIET_ZONE;
    return r >= 0 && c >= 0 && r < inner && c < inner && Boolean(modules.get(r, c));
  };
  const runs: [number, number, number][] = [];
  for (let row = 0; row < size; row++) {
    let start = -1;
    for (let column = 0; column <= size; column++) {
      const on = column < size && dark(row, column);
      if (on && start < 0) start = column;
      else if (!on && start >= 0) {
        runs.push([row, start, column - start]);
        start = -1;
      }
    }
  }
  return { size, runs, dark };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The code as a black-on-white PNG, `PNG_SCALE` pixels a module. */
export function qrPng(qr: QrModules): Buffer {
  const width = qr.size * PNG_SCALE;
  const rowBytes = width + 1;
  const raw = Buffer.alloc(rowBytes * width); // every byte 0: a row of filter None is black so far
  for (let y = 0; y < width; y++) {
    const at = y * rowBytes;
    if (y % PNG_SCALE !== 0) {
      raw[at] = 2; // Up: the same pixels as the row above, differences all zero
      continue;
    }
    const row = y / PNG_SCALE;
    for (let x = 0; x < width; x++) raw[at + 1 + x] = qr.dark(row, Math.floor(x / PNG_SCALE)) ? 0 : 255;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 8; // bits a sample
  header[9] = 0; // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The ticket page's image: a data URL of the code's PNG. */
export function qrDataUrl(text: string): string {
  return `data:image/png;base64,${qrPng(qrModules(text)).toString('base64')}`;
}
