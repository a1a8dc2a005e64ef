/** The 11 interface languages of docs/product/constants.md, in the order the selector lists them. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'zh', name: '中文' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'ar', name: 'العربية' },
  { code: 'fr', name: 'Français' },
  { code: 'ko', name: '한국어' },
  { code: 'ru', name: 'Русский' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ht', name: 'Kreyòl ayisyen' },
] as const satisfies readonly LanguageOption[];

export interface LanguageOption {
  code: string;
  name: string;
}

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Base code only, ignoring region (docs/product/constants.md): "es-MX" → "es"; unknown → fallback. */
export function baseLanguage(value: string | null | undefined): LanguageCode {
  const base = (value ?? '').split(/[-_]/)[0]?.toLowerCase();
  return isLanguageCode(base) ? base : FALLBACK_LANGUAGE;
}

export function directionOf(code: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(baseLanguage(code)) ? 'rtl' : 'ltr';
}
