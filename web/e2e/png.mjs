// A tiny PNG reader for the print tests: enough of the format (8-bit grey, RGB, RGBA; not interlaced) to
// tell a rendered page from a blank one, with node's zlib. No dependency.
import { inflateSync } from 'node:zlib';

const CHANNELS = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Decodes a PNG into { width, height, channels, pixels } (one byte per channel, rows top to bottom). */
export function decodePng(buffer) {
  if (buffer.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let header;
  const idat = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), depth: data[8], colour: data[9], interlace: data[12] };
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const { width, height, depth, colour, interlace } = header;
  const channels = CHANNELS[colour];
  if (depth !== 8 || !channels || interlace) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}, interlace ${interlace}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + x] = value & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/**
 * How much of the image is ink: the share of pixels darker than `threshold` in any colour channel, and the
 * share of pixel rows that hold any.
 */
export function inkCoverage({ width, height, channels, pixels }, threshold = 200) {
  let ink = 0;
  let rows = 0;
  const colours = channels === 2 ? 1 : Math.min(channels, 3);
  for (let y = 0; y < height; y++) {
    let rowInk = 0;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      for (let c = 0; c < colours; c++) {
        if (pixels[at + c] < threshold) {
          rowInk += 1;
          break;
        }
      }
    }
    ink += rowInk;
    if (rowInk) rows += 1;
  }
  return { pixels: ink / (width * height), rows: rows / height };
}
