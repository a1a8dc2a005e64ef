/**
 * The PDF uses the standard Helvetica font, which needs no font file and no font parser but only
 * covers Windows-1252 ("WinAnsi"): Western European letters and punctuation. Every string drawn
 * passes through `winAnsi`, which never throws:
 *  - letters with marks outside the set lose only the marks that do not fit ("Nguyễn" → "Nguyên",
 *    "Łukasz" → "Lukasz"), Cyrillic is transliterated ("Ирина" → "Irina");
 *  - unusual spaces become spaces, control characters are dropped;
 *  - anything else (CJK, Arabic, Hangul, emoji) becomes "?".
 * The document's language is the requester's when all of its texts and dates fit in that set
 * (en, es, fr, de, tl, ht); other languages get the English document. The PDF's metadata (title,
 * subject) is Unicode and keeps exact names. A Unicode font (pdf-lib + @pdf-lib/fontkit and an
 * embedded Noto font) would lift both limits.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadLanguage } from '../../../i18n.js';

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e',
  ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g', ў: 'u',
};

/** Latin letters whose base letter is not a decomposition (NFD leaves them whole). */
const LATIN_EXTRA: Record<string, string> = {
  ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i', ŧ: 't', Ŧ: 'T', ŋ: 'n', Ŋ: 'N', ĸ: 'k', ſ: 's', ƒ: 'f',
  ẞ: 'SS', Ə: 'E', ə: 'e', ǝ: 'e', ɛ: 'e', Ɛ: 'E', ɔ: 'o', Ɔ: 'O',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2015': '-', '\u2212': '-', '\u2032': "'", '\u2033': '"', '\u2044': '/',
};

const SPACE = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\t\r\n]/;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2060-\u2064\ufeff\u202a-\u202e\u2066-\u2069]/;
const MARK = /\p{M}/u;

/** Replaces what `supported` (the font's code points) cannot show, as described above. */
export function winAnsi(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (SPACE.test(ch)) out += ' ';
    else if (INVISIBLE.test(ch)) continue;
    else if (supported.has(cp)) out += ch;
    else out += replacement(ch, supported);
  }
  return out;
}

function replacement(ch: string, supported: ReadonlySet<number>): string {
  const fits = (s: string) => [...s].every((c) => supported.has(c.codePointAt(0)!));
  const mapped = LATIN_EXTRA[ch];
  if (mapped !== undefined) return mapped;
  const lower = ch.toLowerCase();
  const cyrillic = CYRILLIC[lower];
  if (cyrillic !== undefined) return ch !== lower && cyrillic ? cyrillic[0]!.toUpperCase() + cyrillic.slice(1) : cyrillic;
  // Drop combining marks from the end until the letter fits: ễ → ê (WinAnsi) rather than e.
  const [base, ...marks] = [...ch.normalize('NFD')];
  if (base && !MARK.test(base) && marks.every((m) => MARK.test(m))) {
    for (let keep = marks.length - 1; keep >= 0; keep--) {
      const candidate = (base + marks.slice(0, keep).join('')).normalize('NFC');
      if (fits(candidate)) return candidate;
    }
    const viaTable = LATIN_EXTRA[base];
    if (viaTable !== undefined) return viaTable;
  }
  if (MARK.test(ch)) return '';
  return '?';
}

/** A sample of what a language's document shows, to decide whether the font can show it. */
function languageSamples(lng: string): string[] {
  const samples: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') samples.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  try {
    const dict = loadLanguage(lng);
    collect(dict.logExport);
    // Only the labels the PDF prints; other drive-log texts (e.g. history arrows) never reach it.
    const driveLogs = (dict.driveLogs ?? {}) as Record<string, unknown>;
    for (const key of ['weather', 'roadTypes', 'traffic', 'supervisorTypes', 'status', 'sources']) collect(driveLogs[key]);
  } catch {
    // No locale folder: the language cannot be checked, so it is not used.
    return ['\u{fffd}'];
  }
  const when = new Date(Date.UTC(2026, 1, 14, 21, 5));
  for (let month = 0; month < 12; month++) samples.push(new Intl.DateTimeFormat(lng, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(Date.UTC(2026, month, 14))));
  samples.push(new Intl.DateTimeFormat(lng, { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' }).format(when));
  samples.push(new Intl.DateTimeFormat(lng, { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(when));
  samples.push(new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(1234.5));
  return samples;
}

const chosen = new Map<string, string>();

/** The language the PDF is written in: the requested one if the font shows it whole, else English. */
export function pdfLanguage(lng: string, supported: ReadonlySet<number>): string {
  let result = chosen.get(lng);
  if (result === undefined) {
    // A language fits when only spaces and punctuation need replacing, never letters.
    const shown = (c: string) => supported.has(c.codePointAt(0)!) || SPACE.test(c) || (c in LATIN_EXTRA && !/\p{L}/u.test(c));
    const fits = languageSamples(lng).every((s) => [...s.normalize('NFC')].every(shown));
    result = lng === 'en' || fits ? lng : 'en';
    chosen.set(lng, result);
  }
  return result;
}

let helvetica: Promise<ReadonlySet<number>> | null = null;

/** The code points the standard Helvetica font can draw (WinAnsi), read once from pdf-lib. */
export function helveticaCharacters(): Promise<ReadonlySet<number>> {
  helvetica ??= (async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    return new Set(font.getCharacterSet());
  })();
  return helvetica;
}
