// The QR codes a PDF shows, read the way a phone at the door would: each page is drawn to pixels by
// pdf.js (pdf-parse's screenshot) and scanned with jsQR, the library the coach's check-in page uses. As
// for pdfText, pdf.js runs in a plain Node child process, outside jest's CommonJS sandbox.
import { execFile } from 'node:child_process';

const SCRIPT = `
const [pdfParsePath, jsQrPath, pngPath] = process.argv.slice(1);
const { PDFParse } = require(pdfParsePath);
const jsQR = require(jsQrPath);
const { PNG } = require(pngPath);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const shots = await parser.getScreenshot({ scale: 2, imageBuffer: true, imageDataUrl: false });
    const codes = shots.pages.map((page) => {
      const png = PNG.sync.read(Buffer.from(page.data));
      const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      return found ? found.data : null;
    });
    process.stdout.write(JSON.stringify(codes));
  } finally {
    await parser.destroy();
  }
});`;

/** One entry per page: the text of the QR code on it, or null when the page has none that reads. */
export function pdfQrCodes(pdf: Buffer): Promise<(string | null)[]> {
  const paths = [require.resolve('pdf-parse'), require.resolve('jsqr'), require.resolve('pngjs')];
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', SCRIPT, ...paths],
      { maxBuffer: 16 * 1024 * 1024, timeout: 60_000 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`PDF QR reading failed: ${stderr || err.message}`));
        resolve(JSON.parse(stdout) as (string | null)[]);
      },
    );
    child.stdin!.end(pdf);
  });
}

/** The text of the QR code in a PNG data URL (a ticket's `qr`), or null when it does not read. */
export function pngQrCode(dataUrl: string): string | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { PNG } = require('pngjs') as typeof import('pngjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const jsQR = require('jsqr') as typeof import('jsqr').default;
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}
