/**
 * Text for the PDF, which embeds Unicode fonts (pdf-fonts.ts): any script they cover prints as
 * itself.
 *  - `printableText` / `cleanText`: NFC (so "Nguyễn" uses the font's precomposed letters), odd
 *    spaces become spaces, control, bidi-control and other invisible characters are dropped, and
 *    each user-perceived character the fonts cannot draw whole becomes one "?" (decision 010).
 *  - `scriptOf`: the script a run of text is shaped in; runs never mix two (pdf-writer.ts).
 *  - `bidiLevels` / `visualOrder`: a simplified Unicode bidi algorithm. Arabic and Hebrew letters
 *    are right-to-left, other letters left-to-right, digit groups ("12:30", "1,234.5") stay
 *    left-to-right inside right-to-left text, spaces and punctuation take the direction of their
 *    neighbours when both agree and the paragraph's otherwise. Runs are then reversed level by
 *    level (rule L2), and brackets mirrored in right-to-left runs.
 * Arabic letters are joined by fontkit's shaping when the line is drawn (pdf-writer.ts); fontkit
 * also reverses a run whose script is right-to-left, which `visualOrder` takes into account.
 * Nothing here throws.
 */
import { loadLanguage } from '../../../i18n.js';

const SPACE = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\t\r\n]/;
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2060-\u2064\ufeff\u202a-\u202e\u2066-\u2069]/;

/** Variation selectors, joiners, tags, fillers…: nothing to draw on their own. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
/** The ignorable characters that belong to the character before them (joiners, selectors, tags, fillers). */
const EXTENDING: [number, number][] = [
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180d],
  [0x180f, 0x180f],
  [0x200c, 0x200d],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xffa0, 0xffa0],
  [0xe0020, 0xe007f],
  [0xe0100, 0xe01ef],
];
const extending = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return EXTENDING.some(([from, to]) => cp >= from && cp <= to);
};
const PLAIN = /^[\x20-\x7e]*$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A character with more combining marks than this (a "Zalgo" stack) would run over the lines around it. */
export const MAX_MARKS = 8;
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The user-perceived characters (grapheme clusters) of `text`: a letter with its marks, an emoji with its modifiers, a flag. */
export function clusters(text: string): string[] {
  return PLAIN.test(text) ? [...text] : Array.from(graphemes.segment(text), (s) => s.segment);
}

export interface Printable {
  /** What is drawn. */
  text: string;
  /** How many characters became "?". */
  replaced: number;
}

/**
 * What is drawn of `text` when `covered` tells which characters the document's fonts have:
 * composed, with plain spaces and no invisible characters, and each user-perceived character
 * that the fonts cannot draw whole (an emoji sequence, a flag, a letter of a script they lack,
 * a mark stack over MAX_MARKS) replaced by one "?". Printable ASCII is taken as covered.
 */
export function printableText(text: string, covered: (cp: number) => boolean): Printable {
  if (PLAIN.test(text)) return { text, replaced: 0 };
  // Controls and bidi controls go first (they would split characters); joiners and variation
  // selectors stay until the characters are known, so that an emoji sequence is one of them.
  let visible = '';
  for (const ch of text.replace(LONE_SURROGATE, '\ufffd').normalize('NFC')) {
    if (SPACE.test(ch)) visible += ' ';
    else if (!(INVISIBLE.test(ch) || IGNORABLE.test(ch)) || extending(ch)) visible += ch;
  }
  let out = '';
  let replaced = 0;
  for (const cluster of clusters(visible)) {
    let kept = '';
    let marks = 0;
    let missing = false;
    for (const ch of cluster) {
      if (IGNORABLE.test(ch)) continue;
      if (MARK.test(ch)) marks++;
      if (!covered(ch.codePointAt(0)!)) missing = true;
      kept += ch;
    }
    if (missing || marks > MAX_MARKS) {
      out += '?';
      replaced++;
    } else out += kept;
  }
  // Dropping a joiner or selector may leave a letter and its mark side by side: compose them.
  return { text: out.normalize('NFC'), replaced };
}

/** What is drawn of `text` by fonts that have every character: composed, plain spaces, no invisible characters. */
export function cleanText(text: string): string {
  return printableText(text, () => true).text;
}

/** The scripts of the embedded fonts' letters (and more), tested in this order. */
const SCRIPTS = [
  'Latin',
  'Arabic',
  'Han',
  'Hangul',
  'Cyrillic',
  'Greek',
  'Hiragana',
  'Katakana',
  'Devanagari',
  'Bopomofo',
  'Hebrew',
  'Armenian',
  'Georgian',
  'Thai',
  'Ethiopic',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const scripts = new Map<number, string | null>();

/**
 * The script of a character, or null for those that take the script of the text around them
 * (spaces, digits, punctuation, combining marks). Fontkit picks its shaper by the first script in
 * a run, so a run must hold one: Latin then Devanagari in one run would leave the Devanagari
 * unshaped.
 */
export function scriptOf(ch: string): string | null {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x80) return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) ? 'Latin' : null;
  let script = scripts.get(cp);
  if (script === undefined) {
    script = SCRIPTLESS.test(ch) ? null : (SCRIPTS.find(([, test]) => test.test(ch))?.[0] ?? 'Other');
    scripts.set(cp, script);
  }
  return script;
}

const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const SCRIPTLESS = /[\p{Script=Common}\p{Script=Inherited}]/u;
const DIGIT = /\p{Nd}/u;
const MARK = /\p{M}/u;
const LETTER = /[\p{L}\p{Nl}]/u;
/** Separators that stay inside a number: 1,234.5 · 12:30 · 5/17 · 2026-05-17. */
const NUMBER_SEPARATOR = /[.,:/\-\u066b\u066c]/;
const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

type Direction = 'L' | 'R';

/** Embedding level of each character (0, 1 or 2; odd is right-to-left) of a paragraph. */
export function bidiLevels(chars: readonly string[], rtl: boolean): number[] {
  if (!rtl && !chars.some((ch) => RTL_SCRIPT.test(ch))) return chars.map(() => 0);
  const base: Direction = rtl ? 'R' : 'L';
  const cls = chars.map((ch) =>
    DIGIT.test(ch)
      ? 'D'
      : RTL_SCRIPT.test(ch) && !MARK.test(ch)
        ? 'R'
        : LETTER.test(ch)
          ? 'L'
          : MARK.test(ch)
            ? 'M'
            : 'N',
  );
  cls.forEach((c, i) => {
    if (c === 'M') cls[i] = i > 0 ? cls[i - 1]! : 'N';
    else if (c === 'N' && NUMBER_SEPARATOR.test(chars[i]!) && cls[i - 1] === 'D' && cls[i + 1] === 'D') cls[i] = 'D';
  });
  // Brackets around text of one direction take it, both of them (a simple rule N0).
  const open: number[] = [];
  chars.forEach((ch, i) => {
    if (ch === '(' || ch === '[') open.push(i);
    else if ((ch === ')' || ch === ']') && open.length) {
      const start = open.pop()!;
      const inside = new Set(cls.slice(start + 1, i).filter((c) => c === 'L' || c === 'R'));
      if (inside.size === 1) cls[start] = cls[i] = [...inside][0]!;
    }
  });
  // Digits take the direction of the last strong letter before them (rule W7), for neutrals.
  const dir: (Direction | null)[] = [];
  let strong: Direction = base;
  for (const c of cls) {
    if (c === 'L' || c === 'R') strong = c;
    dir.push(c === 'L' || c === 'R' ? c : c === 'D' ? strong : null);
  }
  // Neutrals between two equal directions take it; others the paragraph's (rules N1, N2).
  for (let i = 0; i < dir.length; i++) {
    if (dir[i] !== null) continue;
    let end = i;
    while (end < dir.length && dir[end] === null) end++;
    const before = i > 0 ? dir[i - 1]! : base;
    const after = end < dir.length ? dir[end]! : base;
    const resolved = before === after ? before : base;
    for (let k = i; k < end; k++) dir[k] = resolved;
    i = end - 1;
  }
  return cls.map((c, i) => {
    if (c === 'D') return rtl || dir[i] === 'R' ? 2 : 0;
    return dir[i] === 'R' ? 1 : rtl ? 2 : 0;
  });
}

/** Rule L2: reverses every sequence at level ≥ k, for k from the highest level down to 1. */
export function reorder<T>(items: readonly T[], levels: readonly number[]): T[] {
  const out = [...items];
  const lv = [...levels];
  for (let k = Math.max(0, ...lv); k >= 1; k--) {
    for (let i = 0; i < out.length; i++) {
      if (lv[i]! < k) continue;
      let end = i;
      while (end < out.length && lv[end]! >= k) end++;
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      lv.splice(i, end - i, ...lv.slice(i, end).reverse());
      i = end;
    }
  }
  return out;
}

/** Whether fontkit lays `text` out right to left: its first character with a script decides. */
export function shapedRtl(text: string): boolean {
  for (const ch of text) if (!SCRIPTLESS.test(ch)) return RTL_SCRIPT.test(ch);
  return false;
}

/** Reverses by character, keeping combining marks after their base. */
export function reverseClusters(text: string): string {
  const clusters: string[] = [];
  for (const ch of text) {
    if (MARK.test(ch) && clusters.length) clusters[clusters.length - 1] += ch;
    else clusters.push(ch);
  }
  return clusters.reverse().join('');
}

export interface LogicalRun<F> {
  text: string;
  level: number;
  font: F;
}

/**
 * Runs in visual order, left to right, each ready to be shaped and drawn as it stands: a run
 * shown right to left is handed over so that fontkit's own reversal (or ours) ends right.
 */
export function visualOrder<F>(runs: readonly LogicalRun<F>[]): LogicalRun<F>[] {
  return reorder(
    runs,
    runs.map((r) => r.level),
  ).map((run) => {
    const rtl = run.level % 2 === 1;
    let text = rtl ? [...run.text].map((c) => MIRROR[c] ?? c).join('') : run.text;
    if (rtl !== shapedRtl(text)) text = reverseClusters(text);
    return { ...run, text };
  });
}

/** Everything a language's document can print of its texts and formats, to choose its fonts. */
export function documentStrings(lng: string): string[] {
  const samples: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') samples.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const language of new Set([lng, 'en'])) {
    try {
      const dict = loadLanguage(language);
      collect(dict.logExport);
      const driveLogs = (dict.driveLogs ?? {}) as Record<string, unknown>;
      for (const key of ['weather', 'roadTypes', 'traffic', 'supervisorTypes', 'status', 'sources'])
        collect(driveLogs[key]);
    } catch {
      // No locale folder: English texts stand in (documentText falls back to them).
    }
  }
  return [...samples, ...formatSamples(lng)];
}

const formatSampleCache = new Map<string, readonly string[]>();

/**
 * Dates, times and numbers as a language formats them: every month name, its digits and
 * separators. Built once per language (some thirty formatters).
 */
export function formatSamples(lng: string): readonly string[] {
  const cached = formatSampleCache.get(lng);
  if (cached) return cached;
  const samples: string[] = [];
  const when = new Date(Date.UTC(2026, 1, 14, 21, 5));
  for (let month = 0; month < 12; month++)
    samples.push(
      new Intl.DateTimeFormat(lng, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date(Date.UTC(2026, month, 14)),
      ),
    );
  for (let month = 0; month < 12; month++)
    samples.push(
      new Intl.DateTimeFormat(lng, { timeZone: 'UTC', month: 'short' }).format(new Date(Date.UTC(2026, month, 14))),
    );
  samples.push(
    new Intl.DateTimeFormat(lng, { timeZone: 'America/Los_Angeles', dateStyle: 'long', timeStyle: 'long' }).format(
      when,
    ),
  );
  samples.push(
    new Intl.DateTimeFormat(lng, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
      new Date(Date.UTC(2026, 1, 14, 9, 5)),
    ),
  );
  samples.push(new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(-1234567.5), '0123456789');
  formatSampleCache.set(lng, samples);
  return samples;
}
