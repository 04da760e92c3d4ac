// Writes file.br and file.gz beside every text asset above 1 KB in the given folders, so the gateway
// serves them by content negotiation instead of compressing on every request. A variant is kept only
// when it is smaller; one newer than its source is left alone, so a rerun costs little.
// Usage: node scripts/precompress.js <dir>...
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const TEXT = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|map)$/i;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const encoders = {
  br: (buf) =>
    zlib.brotliCompressSync(buf, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }),
  gz: (buf) => zlib.gzipSync(buf, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

function precompress(dir) {
  let written = 0;
  let before = 0;
  let after = 0;
  for (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    let source;
    for (const [ext, encode] of Object.entries(encoders)) {
      const target = `${file}.${ext}`;
      const existing = fs.existsSync(target) ? fs.statSync(target) : null;
      if (existing && existing.mtimeMs >= stat.mtimeMs) continue;
      source ??= fs.readFileSync(file);
      const out = encode(source);
      if (out.length >= source.length) {
        if (existing) fs.rmSync(target);
        continue;
      }
      fs.writeFileSync(target, out);
      written += 1;
      if (ext === 'br') {
        before += source.length;
        after += out.length;
      }
    }
  }
  return { written, before, after };
}

const dirs = process.argv.slice(2).filter((d) => fs.existsSync(d));
for (const dir of dirs) {
  const { written, before, after } = precompress(dir);
  if (written)
    process.stderr.write(
      `precompressed ${dir}: ${written} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli\n`,
    );
}
