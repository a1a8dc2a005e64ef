/**
 * Text in many scripts and the hard cases of Unicode, for the printable log's tests (decision 010):
 * nothing here may make an export fail. `printed` is what a PDF holds of each sample: the text
 * itself where the embedded fonts (Noto Sans, Noto Sans Arabic, SC, KR) cover it, else null.
 */
export interface UnicodeSample {
  text: string;
  /** Searchable in the PDF's text when its fonts cover the script; null when it prints as "?". */
  printed: string | null;
}

export const SCRIPTS: Record<string, UnicodeSample> = {
  latin: { text: 'Zoë Łukasz Nguyễn', printed: 'Zoë Łukasz Nguyễn' },
  devanagari: { text: 'हिन्दी क्षत्रिय', printed: 'हिन्दी क्षत्रिय' },
  bengali: { text: 'বাংলা', printed: null },
  tamil: { text: 'தமிழ்', printed: null },
  thai: { text: 'ภาษาไทย', printed: null },
  hebrew: { text: 'עברית', printed: null },
  amharic: { text: 'አማርኛ', printed: null },
  georgian: { text: 'ქართული', printed: null },
  armenian: { text: 'Հայերեն', printed: null },
  greek: { text: 'Ελληνικά', printed: 'Ελληνικά' },
  cyrillic: { text: 'Русский', printed: 'Русский' },
  arabic: { text: 'العربية', printed: 'العربية' },
  chinese: { text: '中文', printed: '中文' },
  kana: { text: 'ひらがなカタカナ', printed: 'ひらがなカタカナ' },
  korean: { text: '한국어', printed: '한국어' },
  khmer: { text: 'ភាសាខ្មែរ', printed: null },
  myanmar: { text: 'မြန်မာ', printed: null },
  sinhala: { text: 'සිංහල', printed: null },
  tibetan: { text: 'བོད་ཡིག', printed: null },
};

/** The hard cases beyond scripts. */
export const HARD: Record<string, string> = {
  emojiFamily: '👨‍👩‍👧',
  flag: '🇺🇸',
  skinTone: '👍🏽',
  emoji: '🚗',
  zalgo: 'Z̵̢̛̖̗̘̙̜̝̞̟̠͚͓̣a̸̡̛̤͔l̴̰̈́g̷̱̃o̶̮͝',
  decomposed: 'Jose\u0301 e\u0301',
  rlo: 'abc\u202Edef\u202C',
  isolates: '\u2066ltr\u2069 \u2067rtl\u2069 \u2068first\u2069',
  joiners: 'a\u200Db\u200Cc \u0646\u200C\u0645',
  variationSelectors: '☺\uFE0F ☺\uFE0E 葛\u{E0100}',
  privateUse: '\uE000\uF8FF\u{F0000}',
  replacement: '\uFFFD',
  loneMark: '\u0301\u0308start',
  /** Arabic letters and Quranic marks whose anchors Noto Sans Arabic leaves out. */
  nullAnchors: 'ڢ ڣ ڥ ݠ ب\u0615',
};

/** A word far wider than any line or table cell. */
export const longWord = (length: number) => 'W'.repeat(length);

/** Every sample and hard case, joined with spaces, cut into pieces of at most `max` characters on sample boundaries. */
export function samplesIn(max: number): string[] {
  const parts = [...Object.values(SCRIPTS).map((s) => s.text), ...Object.values(HARD)];
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (current && current.length + 1 + part.length > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${part}` : part;
  }
  if (current) out.push(current);
  return out;
}
