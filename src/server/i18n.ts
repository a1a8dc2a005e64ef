/**
 * Server-side translations (e-mails). Reads the same locale files the client uses:
 * `locales/<lng>/<area>.json`, merged as `{ <area>: {...} }`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { baseLanguage, FALLBACK_LANGUAGE, LANGUAGE_CODES } from '../shared/languages.js';

type Dict = { [key: string]: string | Dict };

export const LOCALES_DIR = path.resolve('locales');

export function loadLanguage(lng: string, dir = LOCALES_DIR): Dict {
  const folder = path.join(dir, lng);
  const merged: Dict = {};
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    merged[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Dict;
  }
  return merged;
}

const cache = new Map<string, Dict>();
function dictFor(lng: string): Dict {
  let dict = cache.get(lng);
  if (!dict) {
    try {
      dict = loadLanguage(lng);
    } catch (err) {
      // A language without locale files yet falls back to English instead of losing the e-mail.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || lng === FALLBACK_LANGUAGE) throw err;
      dict = {};
    }
    cache.set(lng, dict);
  }
  return dict;
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translate `key` into `lng` (falling back to English), filling `{{name}}` placeholders. */
export function translate(
  lng: string | null | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const code = baseLanguage(lng);
  const text = lookup(dictFor(code), key) ?? lookup(dictFor(FALLBACK_LANGUAGE), key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function availableLanguages(): readonly string[] {
  return LANGUAGE_CODES;
}
