import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { crc32 } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../../../../test/helpers/pdf-text.js';
import { sampleLogoPng } from '../../../../../test/helpers/sample-logo.js';
import { CERTIFICATE_TYPES } from '../../../../shared/certificates.js';
import { loadLanguage } from '../../../i18n.js';
import { buildCertificatePdf, type CertificatePdfInput } from './build-certificate-pdf.js';
import { cleanPng } from './logo-image.js';

const PAYLOAD = `${'eyJ2IjoxLCJudW1iZXIiOiJLN00tUTlYLVQ0QyJ9'.repeat(8)}.${'Qk'.repeat(43)}`;

function input(
  certificate: Partial<CertificatePdfInput['certificate']> = {},
  rest: Partial<Omit<CertificatePdfInput, 'certificate'>> = {},
): CertificatePdfInput {
  return {
    certificate: {
      number: 'K7M-Q9X-T4C',
      type: 'supervised-hours',
      studentName: 'Jamie Parker',
      schoolName: 'Golden State Driving School',
      state: 'CA',
      stateName: 'California',
      issuedOn: '2026-05-17',
      minutes: 3000,
      nightMinutes: 600,
      issuedByName: 'Dana Whitfield',
      manualReason: null,
      status: 'valid',
      revokedOn: null,
      ...certificate,
    },
    logo: null,
    verifyUrl: `https://roadlog.example/verify-certificate?number=K7M-Q9X-T4C#c=${PAYLOAD}`,
    verifyUrlShort: 'https://roadlog.example/verify-certificate?number=K7M-Q9X-T4C',
    lng: 'en',
    keyId: 'k2026a',
    ...rest,
  };
}

async function render(i: CertificatePdfInput) {
  const bytes = await buildCertificatePdf(i);
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const text = doc.getPages().map(pageText).join('\n');
  return { bytes, doc, text, flat: text.replace(/\s+/g, ' ') };
}

type Texts = { title: string; types: Record<string, string>; revoked: { banner: string } };
const texts = (lng: string) => loadLanguage(lng).certificatePdf as unknown as Texts;

/** The page's image and form XObjects, by kind. */
function xObjects(page: PDFPage): { subtype: string; stream: PDFRawStream }[] {
  const dict = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  if (!dict) return [];
  return dict.keys().map((key) => {
    const stream = dict.lookup(key) as PDFRawStream;
    return { subtype: String(stream.dict.get(PDFName.of('Subtype'))), stream };
  });
}

/** The QR code's modules as drawn: the form's rectangles back on the module grid (dark = 1). */
function drawnQr(page: PDFPage): { size: number; data: number[] } {
  const forms = xObjects(page).filter((x) => x.subtype === '/Form');
  expect(forms).toHaveLength(1);
  const { stream } = forms[0]!;
  const box = stream.dict.lookup(PDFName.of('BBox'), PDFArray).asArray() as PDFNumber[];
  const size = box[2]!.asNumber();
  const data = new Array<number>(size * size).fill(0);
  const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  for (const m of content.matchAll(/(\d+) (\d+) (\d+) 1 re/g)) {
    const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < w; i++) data[(size - 1 - y) * size + x + i] = 1;
  }
  return { size, data };
}

const modulesOf = (text: string) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, data: Array.from(modules.data, (b) => (b ? 1 : 0)) };
};

describe('buildCertificatePdf', () => {
  describe.each(['en', 'ar', 'zh'])('in %s', (lng) => {
    const name = { en: 'Jamie Parker', ar: 'أميرة حداد', zh: '王小明' }[lng]!;

    it.each(CERTIFICATE_TYPES)('makes a one-page US Letter landscape %s certificate', async (type) => {
      const { doc, flat } = await render(input({ type, studentName: name }, { lng }));
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
      const t = texts(lng);
      expect(flat).toContain(t.title);
      expect(flat).toContain(t.types[type]);
      expect(flat).toContain(name);
      expect(flat).toContain('K7M-Q9X-T4C');
      expect(flat).toContain('k2026a');
      expect(flat).not.toContain('\u{fffd}');
      expect(JSON.parse(doc.getSubject() ?? '')).toEqual({ number: 'K7M-Q9X-T4C', type, issuedOn: '2026-05-17' });
      expect(doc.getTitle()).toBe(`${t.title} — ${t.types[type]}: ${name}`);
      expect(doc.getAuthor()).toBe('Roadlog');
      expect(doc.getKeywords()).toContain('certificate:K7M-Q9X-T4C');
      expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toContain(lng);
    });
  });

  it('prints the hours, the state and the date in the language', async () => {
    expect((await render(input({ minutes: 3030, nightMinutes: 600 }))).flat).toMatch(
      /50 h 30 min.*10 h.*California.*May 17, 2026/,
    );
    expect((await render(input({}, { lng: 'de' }))).flat).toContain('17. Mai 2026');
  });

  it('prints the school, the issuer and the short link, and never the manual issue reason', async () => {
    const { flat } = await render(input({ manualReason: 'Transferred from Valley Driving School with 50 hours' }));
    expect(flat).toContain('Golden State Driving School');
    expect(flat).toContain('Dana Whitfield');
    expect(flat).toContain('Authorized signature');
    expect(flat).toContain('https://roadlog.example/verify-certificate?number=K7M-Q9X-T4C');
    expect(flat).toContain('Digitally signed (Ed25519, key k2026a)');
    expect(flat).not.toContain('Transferred');
    expect(flat).not.toContain(PAYLOAD.slice(0, 20));
  });

  it('draws a QR code holding exactly the verification link with its signed payload', async () => {
    for (const lng of ['en', 'ar']) {
      const { doc } = await render(input({}, { lng }));
      const drawn = drawnQr(doc.getPage(0));
      expect(drawn).toEqual(modulesOf(input().verifyUrl));
      expect(drawn).not.toEqual(modulesOf(input().verifyUrlShort));
    }
  });

  it('marks a revoked certificate "REVOKED on <date>", and a valid one not', async () => {
    const revoked = await render(input({ status: 'revoked', revokedOn: '2026-06-02' }));
    expect(revoked.flat).toContain('REVOKED on June 2, 2026');
    expect(revoked.flat).toContain('This certificate is no longer valid.');
    expect((await render(input())).flat).not.toContain('REVOKED');
    const arabic = await render(input({ status: 'revoked', revokedOn: '2026-06-02' }, { lng: 'ar' }));
    expect(arabic.flat).toContain(texts('ar').revoked.banner.replace('{{date}}', '').trim());
  });

  it('prints what no font has as "?" with a note, and never throws on any name', async () => {
    const { flat } = await render(input({ studentName: 'Zoë 😀 ทดสอบ', schoolName: 'École 👩‍👩‍👧' }));
    expect(flat).toContain('Zoë ? ?????');
    expect(flat).toContain('show as “?”');
    for (const studentName of ['', ' ', '\u202e\u0000x', 'a'.repeat(300), 'Ирина 王小明 김민준 أميرة हिन्दी'])
      expect((await render(input({ studentName }, { lng: 'ar' }))).doc.getPageCount()).toBe(1);
  });

  it('shrinks and wraps a long name and school name and stays on one page', async () => {
    const studentName = 'Maximiliana Alexandrina Konstantinopoulou-Vanderbilt de la Cruz y Montenegro';
    const { doc, text } = await render(
      input(
        {
          studentName,
          schoolName: 'The Academy of Defensive Driving '.repeat(4),
          status: 'revoked',
          revokedOn: '2026-06-02',
        },
        { logo: { contentType: 'image/png', data: sampleLogoPng() }, lng: 'tl' },
      ),
    );
    expect(doc.getPageCount()).toBe(1);
    expect(text.replace(/\n/g, ' ')).toContain(studentName);
  });

  it('embeds a PNG or JPEG logo, and leaves out WebP or a damaged file without failing', async () => {
    const images = async (data: Uint8Array, contentType: string) =>
      xObjects((await render(input({}, { logo: { contentType, data } }))).doc.getPage(0)).filter(
        (x) => x.subtype === '/Image',
      ).length;
    expect(await images(sampleLogoPng(), 'image/png')).toBeGreaterThan(0);
    // The start of a baseline JPEG: pdf-lib reads its size and copies the bytes.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x20, 0x03, 1, 0x22, 0]);
    expect(await images(jpeg, 'image/jpeg')).toBe(1);
    const webp = new Uint8Array([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 0, 0, 0, 0]);
    expect(await images(webp, 'image/webp')).toBe(0);
    // Cut short: pdf-lib's PNG decoder would never return.
    expect(await images(sampleLogoPng().slice(0, 60), 'image/png')).toBe(0);
    expect(await images(new Uint8Array([1, 2, 3]), 'image/png')).toBe(0);
  });
});

describe('cleanPng', () => {
  const chunks = (png: Uint8Array) => {
    const types: string[] = [];
    for (let at = 8; at < png.length;) {
      const length = Buffer.from(png).readUInt32BE(at);
      types.push(Buffer.from(png.subarray(at + 4, at + 8)).toString('latin1'));
      at += 12 + length;
    }
    return types;
  };
  const withChunk = (png: Uint8Array, type: string, body: Uint8Array) => {
    const chunk = Buffer.alloc(12 + body.length);
    chunk.writeUInt32BE(body.length);
    chunk.write(type, 4, 'latin1');
    chunk.set(body, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + body.length)) >>> 0, 8 + body.length);
    return new Uint8Array(Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]));
  };

  it('keeps the image chunks of a whole PNG and drops the rest', () => {
    const png = withChunk(sampleLogoPng(), 'zTXt', new Uint8Array([65, 0, 0, 1, 2, 3]));
    expect(chunks(png)).toEqual(['IHDR', 'zTXt', 'IDAT', 'IEND']);
    expect(chunks(cleanPng(png)!)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('refuses a damaged, cut, animated or huge PNG', () => {
    const png = sampleLogoPng(64, 32);
    const flipped = png.slice();
    flipped[50]! ^= 1;
    expect(cleanPng(flipped)).toBeNull();
    expect(cleanPng(png.slice(0, png.length - 12))).toBeNull();
    expect(cleanPng(withChunk(png, 'acTL', new Uint8Array(8)))).toBeNull();
    const huge = Buffer.from(png);
    huge.writeUInt32BE(2100, 16);
    huge.writeUInt32BE(2000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)) >>> 0, 29);
    expect(cleanPng(huge)).toBeNull();
    huge.writeUInt32BE(64, 16);
    huge.writeUInt32BE(32, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)) >>> 0, 29);
    expect(cleanPng(huge)).not.toBeNull();
    expect(cleanPng(new Uint8Array(8))).toBeNull();
  });
});
