// Writes public/favicon.ico from public/favicon.svg: browsers and crawlers ask for /favicon.ico
// whatever the page links, and a 404 there fills logs. An ICO may hold PNG images (Windows Vista
// on); sharp renders the SVG at 16, 32 and 48 px. Run after changing the SVG: `node bin/favicon.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((size) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer()));

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[i] % 256, 0); // width (0 means 256)
  entry.writeUInt8(sizes[i] % 256, 1); // height
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([header, ...entries, ...images]));
