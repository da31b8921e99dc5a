#!/usr/bin/env node
// Draws the app icons (a white hard hat on orange) into public/icons as PNG files, with no
// image library: shapes are sampled 4×4 per pixel and written with zlib. Run it after a
// design change: `node scripts/make-icons.mjs`; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const ORANGE = [194, 65, 12];
const WHITE = [255, 255, 255];
const SLATE = [15, 23, 42];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** @param {Buffer} buf */
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** @param {number} w @param {number} h @param {Uint8Array} rgba */
function png(w, h, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 4 + 1)] = 0;
    raw.set(rgba.subarray(y * w * 4, (y + 1) * w * 4), y * (w * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Hard hat in unit coordinates (0..1 across the symbol's box): a dome, a ridge and a brim.
 * @param {number} x @param {number} y
 */
function hat(x, y) {
  const dome = (x - 0.5) ** 2 / 0.34 ** 2 + (y - 0.62) ** 2 / 0.4 ** 2 <= 1 && y <= 0.62;
  const ridge = Math.abs(x - 0.5) <= 0.06 && y >= 0.2 && y <= 0.62;
  const brim = x >= 0.08 && x <= 0.92 && y >= 0.62 && y <= 0.74;
  if (ridge) return 'ridge';
  return dome || brim ? 'hat' : null;
}

/**
 * @param {number} w @param {number} h
 * @param {{ bg: number[], radius: number, box: [number, number, number] }} opts
 *   radius: corner radius as a share of the short side (0 = full bleed, for maskable);
 *   box: [left, top, size] of the symbol in pixels
 */
function draw(w, h, { bg, radius, box }) {
  const rgba = new Uint8Array(w * h * 4);
  const r = radius * Math.min(w, h);
  const S = 4;
  for (let py = 0; py < h; py++) {
    for (let px = 0; px < w; px++) {
      let cover = 0;
      let white = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = px + (sx + 0.5) / S;
          const y = py + (sy + 0.5) / S;
          const cx = Math.min(Math.max(x, r), w - r);
          const cy = Math.min(Math.max(y, r), h - r);
          if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
          cover++;
          const part = hat((x - box[0]) / box[2], (y - box[1]) / box[2]);
          if (part === 'hat') white++;
        }
      }
      const i = (py * w + px) * 4;
      const a = cover / (S * S);
      const k = cover ? white / cover : 0;
      for (let c = 0; c < 3; c++) {
        rgba[i + c] = Math.round((bg[c] ?? 0) * (1 - k) + (WHITE[c] ?? 0) * k);
      }
      rgba[i + 3] = Math.round(a * 255);
    }
  }
  return png(w, h, rgba);
}

const icons = {
  'icon-192.png': draw(192, 192, { bg: ORANGE, radius: 0.2, box: [24, 20, 144] }),
  'icon-512.png': draw(512, 512, { bg: ORANGE, radius: 0.2, box: [64, 52, 384] }),
  // Maskable: full bleed, symbol inside the central 80% safe zone.
  'maskable-512.png': draw(512, 512, { bg: ORANGE, radius: 0, box: [128, 116, 256] }),
  'apple-touch-icon-180.png': draw(180, 180, { bg: ORANGE, radius: 0, box: [30, 24, 120] }),
  'og-image.png': draw(1200, 630, { bg: SLATE, radius: 0, box: [390, 80, 420] }),
};
mkdirSync(OUT, { recursive: true });
for (const [name, data] of Object.entries(icons)) {
  writeFileSync(join(OUT, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
