/**
 * Every language has every key (a missing or extra key fails), placeholders survive
 * translation, and every key the client uses exists in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { loadLanguage } from '../../src/server/i18n';

type Dict = { [key: string]: string | Dict | Dict[] | string[] };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(dict: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof dict === 'string') out.set(prefix, dict);
  else if (Array.isArray(dict)) dict.forEach((v, i) => flatten(v, `${prefix}.${i}`, out));
  else if (dict && typeof dict === 'object')
    for (const [k, v] of Object.entries(dict)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/** Keys with plural suffixes folded, since languages have different plural forms. */
const baseKeys = (flat: Map<string, string>) => new Set([...flat.keys()].map((k) => k.replace(PLURAL, '')));
const placeholders = (s: string) => new Set([...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));

const english = flatten(loadLanguage('en') as Dict);
const englishBase = baseKeys(english);

describe('locale files', () => {
  it('has a folder for each of the 11 languages with the same files', () => {
    const enFiles = fs.readdirSync('locales/en').sort();
    for (const lng of LANGUAGE_CODES) expect(fs.readdirSync(path.join('locales', lng)).sort(), lng).toEqual(enFiles);
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    const flat = flatten(loadLanguage(lng) as Dict);
    const keys = baseKeys(flat);
    const missing = [...englishBase].filter((k) => !keys.has(k));
    const extra = [...keys].filter((k) => !englishBase.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s keeps every placeholder', (lng) => {
    const flat = flatten(loadLanguage(lng) as Dict);
    const broken: string[] = [];
    for (const [key, value] of flat) {
      const en = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      if (en === undefined) continue;
      const expected = placeholders(en);
      expected.delete('count');
      for (const p of expected) if (!placeholders(value).has(p)) broken.push(`${key}: {{${p}}}`);
    }
    expect(broken).toEqual([]);
  });

  it('has no empty strings', () => {
    for (const lng of LANGUAGE_CODES) {
      const empty = [...flatten(loadLanguage(lng) as Dict)].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty, lng).toEqual([]);
    }
  });
});

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.includes('.test.') ? [p] : [];
  });
}

describe('keys used by the client', () => {
  const used = new Map<string, string>();
  for (const file of sourceFiles('src/client')) {
    const text = fs.readFileSync(file, 'utf8');
    // t('a.b'), t(`a.${x}`), i18nKey="a.b", and keys passed as *Key props: labelKey="a.b".
    for (const m of text.matchAll(/\bt\(\s*(['`])([a-zA-Z][\w.\-${}]*)\1/g)) used.set(m[2]!, file);
    for (const m of text.matchAll(/\b\w*Key(?:=|:\s*)['"]([a-zA-Z][\w.-]*\.[\w.-]+)['"]/g)) used.set(m[1]!, file);
  }

  it('finds keys to check', () => expect(used.size).toBeGreaterThan(100));

  it('exist in English', () => {
    const missing: string[] = [];
    for (const [key, file] of used) {
      if (key.includes('${')) {
        const prefix = key.slice(0, key.indexOf('${')).replace(/\.$/, '');
        if (![...english.keys()].some((k) => k.startsWith(`${prefix}.`) || k.startsWith(prefix)))
          missing.push(`${key} (${file})`);
      } else if (
        !english.has(key) &&
        !english.has(`${key}_other`) &&
        ![...english.keys()].some((k) => k.startsWith(`${key}.`))
      ) {
        missing.push(`${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
