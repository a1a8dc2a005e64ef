/**
 * Texts and formats of the certificate PDF in the requester's language
 * (locales/<lng>/certificatePdf.json, English fallback). Hours and numbers are formatted as in the
 * printable log (drive-logs/export/document-text.ts: "50 h", "12 h 30 min").
 */
import { baseLanguage, type LanguageCode } from '../../../../shared/languages.js';
import { loadLanguage, translate } from '../../../i18n.js';
import { documentText } from '../../drive-logs/export/document-text.js';
import { formatSamples } from '../../drive-logs/export/pdf-text.js';

export interface CertificateText {
  lng: LanguageCode;
  /** A key of certificatePdf.json. */
  t(key: string, vars?: Record<string, string | number>): string;
  number(n: number): string;
  /** 3000 → "50 h"; 3030 → "50 h 30 min". */
  duration(minutes: number): string;
  /** "2026-05-17" → "May 17, 2026" (as the language writes dates); anything else as it is. */
  date(isoDate: string): string;
  /** What this language's certificate may print of its own texts and formats, to choose its fonts. */
  strings: readonly string[];
}

const texts = new Map<LanguageCode, CertificateText>();

/** One per language and process: its formatters and strings are built once. */
export function certificateText(language: string | null | undefined): CertificateText {
  const lng = baseLanguage(language);
  let text = texts.get(lng);
  if (!text) texts.set(lng, (text = build(lng)));
  return text;
}

function build(lng: LanguageCode): CertificateText {
  const base = documentText(lng);
  const dates = new Intl.DateTimeFormat(lng, { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
  return {
    lng,
    t: (key, vars = {}) => translate(lng, `certificatePdf.${key}`, vars),
    number: (n) => base.number(n),
    duration: (minutes) => base.duration(minutes),
    date(isoDate) {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
      const instant = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
      return instant && !Number.isNaN(instant.getTime()) ? dates.format(instant) : isoDate;
    },
    strings: strings(lng),
  };
}

function strings(lng: LanguageCode): string[] {
  const samples: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node === 'string') samples.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const language of new Set([lng, 'en'])) {
    try {
      const dict = loadLanguage(language);
      collect(dict.certificatePdf);
      collect((dict.logExport as Record<string, unknown> | undefined)?.format);
    } catch {
      // No locale folder: English texts stand in (translate falls back to them).
    }
  }
  return [...samples, ...formatSamples(lng)];
}
