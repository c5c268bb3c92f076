// Draws the app icon (a target face on the club green) as PNGs at the sizes the web manifest needs.
// Run once with `npx tsx scripts/make-icons.ts`; the PNGs are committed under web/public/icons.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const rings: Array<[number, [number, number, number]]> = [
  [0.2, [242, 194, 0]],
  [0.4, [215, 38, 30]],
  [0.6, [27, 111, 209]],
  [0.8, [26, 26, 26]],
  [1.0, [245, 245, 245]],
];
const background: [number, number, number] = [31, 81, 48];

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function drawIcon(size: number): Buffer {
  const rows: Buffer[] = [];
  const centre = size / 2;
  // Maskable icons keep their content inside the central 80 %.
  const radius = size * 0.4;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) / radius;
      const colour = rings.find(([edge]) => r <= edge)?.[1] ?? background;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(`web/public/icons/icon-${size}.png`, drawIcon(size));

const svgRings = [...rings]
  .reverse()
  .map(([edge, [r, g, b]]) => `<circle cx="50" cy="50" r="${edge * 40}" fill="rgb(${r},${g},${b})"/>`)
  .join('');
writeFileSync(
  'web/public/icons/icon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="18" fill="rgb(${background.join(',')})"/>${svgRings}</svg>\n`,
);
