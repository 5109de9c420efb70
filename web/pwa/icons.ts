/**
 * The club's app icons, drawn at build time (no image files in the repository):
 * the header's mark, a green rounded square with two cream pieces, as SVG and as
 * PNG (a tiny encoder: 4×4 supersampled pixels, deflated by node:zlib).
 */
import { deflateSync } from "node:zlib";

const GREEN: [number, number, number] = [0x1f, 0x5f, 0x4a];
const CREAM: [number, number, number] = [0xf6, 0xef, 0xe0];

/** The mark in a 32-unit box; `maskable` fills the square and keeps the pieces in the safe zone. */
export function iconSvg(maskable = false): string {
  const square = maskable
    ? `<rect width="32" height="32" fill="#1f5f4a"/>`
    : `<rect x="2" y="2" width="28" height="28" rx="7" fill="#1f5f4a"/>`;
  const k = maskable ? 0.8 : 1;
  const at = (v: number) => 16 + (v - 16) * k;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${square}` +
    `<circle cx="${at(11)}" cy="${at(11)}" r="${4 * k}" fill="#f6efe0"/>` +
    `<circle cx="${at(21)}" cy="${at(21)}" r="${4 * k}" fill="#f6efe0"/></svg>`;
}

function inRoundedSquare(x: number, y: number): boolean {
  const lo = 2, hi = 30, r = 7;
  if (x < lo || x > hi || y < lo || y > hi) return false;
  const cx = Math.min(Math.max(x, lo + r), hi - r);
  const cy = Math.min(Math.max(y, lo + r), hi - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** RGBA of the point (x, y) of the 32-unit box, or null where the icon is transparent. */
function colour(x: number, y: number, maskable: boolean): [number, number, number] | null {
  const k = maskable ? 0.8 : 1;
  for (const c of [11, 21]) {
    const at = 16 + (c - 16) * k;
    if ((x - at) ** 2 + (y - at) ** 2 <= (4 * k) ** 2) return CREAM;
  }
  if (maskable || inRoundedSquare(x, y)) return GREEN;
  return null;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const body = Buffer.concat([head.subarray(4), Buffer.from(data)]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

/** The icon as a PNG of `size`×`size` pixels (RGBA). */
export function iconPng(size: number, maskable = false): Buffer {
  const S = 4;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py++) {
    const row = py * (size * 4 + 1);
    raw[row] = 0; // no filter
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const c = colour(((px + (sx + 0.5) / S) * 32) / size, ((py + (sy + 0.5) / S) * 32) / size, maskable);
          if (c) {
            r += c[0]; g += c[1]; b += c[2]; a += 1;
          }
        }
      }
      const o = row + 1 + px * 4;
      if (a) {
        raw[o] = Math.round(r / a); raw[o + 1] = Math.round(g / a); raw[o + 2] = Math.round(b / a);
      }
      raw[o + 3] = Math.round((255 * a) / (S * S));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 9 })), chunk("IEND", new Uint8Array())]);
}
