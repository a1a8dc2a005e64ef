/**
 * A made-up school logo as PNG bytes (RGBA: a navy disc with a gold ring on a transparent
 * background, beside a navy bar), for the certificate PDF's tests and benchmark. Written with
 * node:zlib alone.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function sampleLogoPng(width = 480, height = 160): Uint8Array {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  const r = height / 2 - 4;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - height / 2, y - height / 2);
      let px: [number, number, number, number] = [0, 0, 0, 0];
      if (d < r - 10) px = [26, 51, 97, 255];
      else if (d < r) px = [178, 140, 61, 255];
      else if (x > height + 10 && x < width - 10 && Math.abs(y - height / 2) < height / 7) px = [26, 51, 97, 255];
      raw.set(px, row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
