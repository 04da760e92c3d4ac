// Draws the share image (/og-image.png, 1200×630 as Open Graph asks) from SVG with sharp, in the
// palette of DESIGN.md. Run once and commit the PNG: `node scripts/draw-og-image.mjs`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is a dependency of the identity service (avatar resizing); borrow it from there.
const sharp = createRequire(path.join(root, 'services/identity/package.json'))('sharp');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#1c1917"/>
  <rect x="0" y="590" width="1200" height="40" fill="#eab308"/>
  <circle cx="1010" cy="250" r="170" fill="#292524"/>
  <circle cx="1010" cy="250" r="110" fill="#eab308"/>
  <text x="90" y="280" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700" fill="#fafaf9">Coachwork</text>
  <text x="94" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#d6d3d1">Book seats in workshops run by coaches</text>
  <text x="94" y="422" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#d6d3d1">and consultants, and run your own.</text>
</svg>`;

const out = path.join(root, 'gateway/public/og-image.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${path.relative(root, out)}`);
