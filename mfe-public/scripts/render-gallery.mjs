// Renders the home gallery's illustrations (art/*.svg) to WebP at the two widths the page
// asks for (srcset), into src/features/marketing/assets/gallery/. The WebP files are
// committed; run this again after changing a drawing: node mfe-public/scripts/render-gallery.mjs
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const appDir = path.resolve(import.meta.dirname, '..');
const artDir = path.join(appDir, 'art');
const outDir = path.join(appDir, 'src', 'features', 'marketing', 'assets', 'gallery');
const WIDTHS = [480, 960];
const MAX_BYTES = 60 * 1024;

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(artDir).filter((name) => name.endsWith('.svg'))) {
  const svg = readFileSync(path.join(artDir, file));
  for (const width of WIDTHS) {
    const out = path.join(outDir, `${path.basename(file, '.svg')}-${width}.webp`);
    await sharp(svg, { density: 72 * (width / 960) * 2 })
      .resize({ width })
      .webp({ quality: 72, effort: 6 })
      .toFile(out);
    const size = statSync(out).size;
    if (size > MAX_BYTES) throw new Error(`${out} is ${size} bytes, over ${MAX_BYTES}`);
    console.log(`${path.relative(appDir, out)} ${(size / 1024).toFixed(1)} KB`);
  }
}
