/**
 * The school's logo on the certificate: a PNG or JPEG (by its first bytes; WebP and anything else
 * is left out), turned into PDF image objects once per process and copied into each document.
 *
 * pdf-lib decodes a PNG to pixels and compresses them again for every document (a second of CPU
 * for a large logo on a busy machine), and its decoder (UPNG) can loop for ever on a damaged
 * file: a PNG is therefore checked first, chunk by chunk with its CRCs, and its image data
 * inflated by node:zlib, before pdf-lib sees it. A logo that fails any check is left out of the
 * certificate, never a reason for it to fail.
 */
import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import {
  concatTransformationMatrix,
  drawObject,
  JpegEmbedder,
  PDFContext,
  PDFName,
  PDFRawStream,
  PDFRef,
  PngEmbedder,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import { sniffLogoType } from '../../organizations/organization-logo.js';

/** PNG logos above this many pixels are left out (a small file may hold a huge image). */
export const MAX_LOGO_PIXELS = 4_000_000;
/** Logos kept ready, most recent last (one per school that prints). */
const CACHE_SIZE = 32;

interface Prepared {
  context: PDFContext;
  image: PDFRawStream;
  width: number;
  height: number;
}

const prepared = new Map<string, Promise<Prepared | null>>();

/** A logo ready to draw in one document. */
export interface Logo {
  width: number;
  height: number;
  /** Draws it in the box (x, y, width, height) of `page`. */
  draw(page: PDFPage, x: number, y: number, width: number, height: number): void;
}

/** The logo as image objects of `doc`, or null when it is missing or cannot be used. */
export async function embedLogo(doc: PDFDocument, data: Uint8Array | null | undefined): Promise<Logo | null> {
  if (!data || data.length === 0) return null;
  const key = createHash('sha256').update(data).digest('base64');
  let entry = prepared.get(key);
  if (entry) prepared.delete(key);
  else entry = prepare(data);
  prepared.set(key, entry);
  if (prepared.size > CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
  const ready = await entry;
  if (!ready) return null;
  const ref = copyImage(ready, doc.context);
  return {
    width: ready.width,
    height: ready.height,
    draw(page, x, y, width, height) {
      const name = page.node.newXObject('Logo', ref);
      page.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(width, 0, 0, height, x, y),
        drawObject(name),
        popGraphicsState(),
      );
    },
  };
}

async function prepare(data: Uint8Array): Promise<Prepared | null> {
  try {
    const type = sniffLogoType(data);
    const png = type === 'image/png' ? cleanPng(data) : null;
    let embedder: PngEmbedder | JpegEmbedder;
    if (png) embedder = await PngEmbedder.for(png);
    else if (type === 'image/jpeg') embedder = await JpegEmbedder.for(data);
    else return null;
    const context = PDFContext.create();
    const image = context.lookup(await embedder.embedIntoContext(context));
    if (!(image instanceof PDFRawStream) || !(embedder.width > 0 && embedder.height > 0)) return null;
    return { context, image, width: embedder.width, height: embedder.height };
  } catch {
    // A damaged or unusual file: the certificate without the logo rather than no certificate.
    return null;
  }
}

/** The image (and its soft mask, the PNG's transparency) registered in `target`. */
function copyImage(from: Prepared, target: PDFContext): PDFRef {
  const image = from.image.clone(target);
  const mask = from.image.dict.get(PDFName.of('SMask'));
  if (mask instanceof PDFRef) {
    const stream = from.context.lookup(mask);
    if (stream instanceof PDFRawStream) image.dict.set(PDFName.of('SMask'), target.register(stream.clone(target)));
    else image.dict.delete(PDFName.of('SMask'));
  }
  return target.register(image);
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Samples a pixel has, by PNG colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/**
 * The PNG with only what pdf-lib needs (IHDR, PLTE, tRNS, IDAT, IEND), or null unless it is whole
 * and plain: every chunk inside the file with a right CRC, IHDR first, IEND last, a palette when
 * indexed, not animated, at most MAX_LOGO_PIXELS, and image data that node:zlib inflates to at
 * least the rows the header announces. Other chunks (text, colour profile…) are dropped: UPNG
 * would inflate compressed text with its own inflater, unchecked.
 */
export function cleanPng(data: Uint8Array): Uint8Array | null {
  if (data.length < 8 || SIGNATURE.some((b, i) => data[i] !== b)) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const kept: Uint8Array[] = [data.subarray(0, 8)];
  const idat: Uint8Array[] = [];
  let header: { width: number; height: number; depth: number; type: number } | null = null;
  let palette = false;
  let offset = 8;
  while (offset + 12 <= data.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > data.length) return null;
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) >>> 0 !== view.getUint32(offset + 8 + length))
      return null;
    const type = String.fromCharCode(...data.subarray(offset + 4, offset + 8));
    const body = data.subarray(offset + 8, offset + 8 + length);
    const chunk = data.subarray(offset, end);
    if (!header && type !== 'IHDR') return null;
    if (type === 'IHDR') {
      if (header || length !== 13) return null;
      const width = view.getUint32(offset + 8);
      const height = view.getUint32(offset + 12);
      const [depth, colorType, compression, filter, interlace] = body.subarray(8, 13);
      if (!width || !height || width * height > MAX_LOGO_PIXELS) return null;
      if (!DEPTHS[colorType!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) return null;
      header = { width, height, depth: depth!, type: colorType! };
      kept.push(chunk);
    } else if (type === 'PLTE' || type === 'tRNS') {
      palette ||= type === 'PLTE';
      kept.push(chunk);
    } else if (type === 'IDAT') {
      idat.push(body);
      kept.push(chunk);
    } else if (type === 'acTL' || type === 'fcTL' || type === 'fdAT') return null;
    else if (type === 'IEND') {
      if (!header || idat.length === 0 || (header.type === 3 && !palette)) return null;
      const rowBytes = 1 + Math.ceil((header.width * header.depth * CHANNELS[header.type]!) / 8);
      const expected = header.height * rowBytes;
      try {
        const pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: expected * 2 + 1024 });
        if (pixels.length < expected) return null;
      } catch {
        return null;
      }
      kept.push(chunk);
      return Buffer.concat(kept);
    }
    offset = end;
  }
  return null;
}
