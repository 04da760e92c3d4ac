// The text of a PDF, as a reader's copy-and-paste would give it, for tests that check what a generated
// document says. pdf-parse (pdf.js) loads its worker with a dynamic import, which jest's CommonJS
// sandbox refuses, so the extraction runs in a plain Node child process.
import { execFile } from 'node:child_process';

const SCRIPT = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const result = await parser.getText({ pageJoiner: '' });
    process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
  } finally {
    await parser.destroy();
  }
});`;

export function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const modulePath = require.resolve('pdf-parse');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', SCRIPT, modulePath],
      { maxBuffer: 16 * 1024 * 1024, timeout: 20_000 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`PDF text extraction failed: ${stderr || err.message}`));
        resolve(JSON.parse(stdout) as { text: string; pages: number });
      },
    );
    child.stdin!.end(pdf);
  });
}
