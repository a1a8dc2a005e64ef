import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isFaqGroup, isStructuredDocument } from './components/document-schema';
import { filterPackages, parseLicensesFile, shortUrl } from './components/licenses';
import { splitLinks } from './components/rich-text';

const FEATURE_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(FEATURE_DIR, '../../../..');
const LOCALES = path.join(ROOT, 'locales/en');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
const dict: Record<string, Json> = {
  landing: JSON.parse(fs.readFileSync(path.join(LOCALES, 'landing.json'), 'utf8')) as Json,
  info: JSON.parse(fs.readFileSync(path.join(LOCALES, 'info.json'), 'utf8')) as Json,
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}
const sources = sourceFiles(FEATURE_DIR).map((file) => ({
  file: path.relative(ROOT, file),
  text: fs.readFileSync(file, 'utf8'),
}));

function lookup(key: string): Json | undefined {
  let node: Json | undefined = dict;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** A key exists as itself or, for i18next plurals, as key_one + key_other. */
function resolve(key: string): Json | undefined {
  const direct = lookup(key);
  if (direct !== undefined) return direct;
  const one = lookup(`${key}_one`);
  const other = lookup(`${key}_other`);
  return typeof one === 'string' && typeof other === 'string' ? other : undefined;
}

/** Every quoted 'landing.…' / 'info.…' literal in the sources: t('…') calls, docKey="…", key lists. */
function literalKeys(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/(['"])((?:landing|info)\.[\w.-]+)\1/g)) {
      const key = match[2] as string;
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return found;
}

function leaves(node: Json, prefix: string): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`));
}

function strings(node: Json): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(strings);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(strings);
  return [];
}

describe('info translations', () => {
  const keys = literalKeys();

  it('finds the keys of every page', () => {
    expect(keys.size).toBeGreaterThan(100);
    for (const page of [
      'landing-page',
      'about-page',
      'faq-page',
      'privacy-policy-page',
      'terms-page',
      'legal-notice-page',
      'licensing-page',
    ]) {
      expect(
        sources.some(({ file }) => file.endsWith(`pages/${page}.tsx`)),
        page,
      ).toBe(true);
    }
  });

  it('has an English text for every t() call with a literal key', () => {
    const calls = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*(['"])((?:landing|info)\.[\w.-]+)\1\s*([,)])/g)].map((m) => ({
        file,
        key: m[2] as string,
        hasOptions: m[3] === ',',
      })),
    );
    expect(calls.length).toBeGreaterThan(100);
    const missing = calls.filter(({ key }) => resolve(key) === undefined).map(({ file, key }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
    const notText = calls
      .filter(({ key, hasOptions }) => !hasOptions && typeof resolve(key) !== 'string')
      .map(({ key }) => key);
    expect(notText).toEqual([]);
  });

  it('has a valid structured text for every key that names an object', () => {
    for (const [key, files] of keys) {
      const value = resolve(key);
      expect(value, `${key} (${files.join(', ')})`).toBeDefined();
      if (typeof value === 'object' && value !== null) {
        expect(isStructuredDocument(value) || isFaqGroup(value), `${key} is neither a document nor an FAQ group`).toBe(
          true,
        );
      }
    }
  });

  it('uses every English key it defines', () => {
    const used = [...keys.keys()];
    const unused = [...leaves(dict.landing as Json, 'landing'), ...leaves(dict.info as Json, 'info')].filter((leaf) => {
      const base = leaf.replace(/_(one|other)$/, '');
      return !used.some((key) => base === key || leaf.startsWith(`${key}.`));
    });
    expect(unused).toEqual([]);
  });

  it('contains only finished, well-formed text', () => {
    const all = strings(dict as unknown as Json);
    for (const text of all) {
      expect(text.trim().length, 'empty string').toBeGreaterThan(0);
      expect(text).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|\bTBD\b|\bXXX\b|\[[A-Z ]+\]/i);
      expect(text.replace(/\{\{\s*\w+\s*\}\}/g, '')).not.toMatch(/[{}]/);
    }
  });

  it('keeps the legal texts complete', () => {
    const privacy = JSON.stringify(lookup('info.privacy'));
    for (const needle of [
      'privacy@roadlog.app',
      '/data-deletion-request',
      'under 13',
      'never sell',
      'FERPA',
      'cookie',
      'consent',
    ]) {
      expect(privacy, needle).toContain(needle);
    }
    expect(JSON.stringify(lookup('info.terms'))).toContain('not legal advice');
    const notice = JSON.stringify(lookup('info.legalNotice'));
    for (const needle of [
      'Roadlog, Inc., Sacramento, California, United States',
      'legal@roadlog.app',
      'not legal advice',
    ]) {
      expect(notice, needle).toContain(needle);
    }
    expect(lookup('info.common.lastUpdated')).toContain('{{date}}');
  });

  it('has at least 12 FAQ answers in four groups', () => {
    const groups = Object.values(lookup('info.faq.groups') as Record<string, Json>);
    expect(groups).toHaveLength(4);
    expect(groups.every(isFaqGroup)).toBe(true);
    const total = groups.reduce<number>((sum, group) => sum + (isFaqGroup(group) ? group.items.length : 0), 0);
    expect(total).toBeGreaterThanOrEqual(12);
  });
});

describe('landing page', () => {
  const landing = sources.find(({ file }) => file.endsWith('pages/landing-page.tsx'))?.text ?? '';

  it('has the seven sections the top bar scrolls to', () => {
    for (const id of ['about', 'features', 'how-it-works', 'organizations', 'parents', 'students', 'contact']) {
      expect(landing, id).toContain(`id="${id}"`);
    }
    const section = sources.find(({ file }) => file.endsWith('components/landing-section.tsx'))?.text ?? '';
    expect(section).toContain('component="section"');
    expect(section).toContain("scrollMarginTop: '64px'");
  });

  it('links to registration and practice tests', () => {
    const hero = sources.find(({ file }) => file.endsWith('components/landing-hero.tsx'))?.text ?? '';
    for (const to of ['/register/organization', '/register/parent', '/practice-exams'])
      expect(hero).toContain(`to="${to}"`);
    expect(landing).toContain('mailto:support@roadlog.app');
  });

  it('imports icons one by one', () => {
    for (const { file, text } of sources) expect(text, file).not.toMatch(/from '@mui\/icons-material'/);
  });
});

describe('rich text links', () => {
  it('finds e-mail addresses and known paths, not sentence punctuation', () => {
    expect(splitLinks('Write to privacy@roadlog.app. Or use (/data-deletion-request).')).toEqual([
      { kind: 'text', value: 'Write to ' },
      { kind: 'email', value: 'privacy@roadlog.app' },
      { kind: 'text', value: '. Or use (' },
      { kind: 'path', value: '/data-deletion-request' },
      { kind: 'text', value: ').' },
    ]);
    expect(splitLinks('and/about /faq-old /faq')).toEqual([
      { kind: 'text', value: 'and/about /faq-old ' },
      { kind: 'path', value: '/faq' },
    ]);
  });
});

describe('licenses', () => {
  it('parses, filters and shortens', () => {
    const file = parseLicensesFile({
      generatedAt: '2026-11-22T00:00:00Z',
      packages: [
        {
          name: 'react',
          version: '19.3.1',
          license: 'MIT',
          repository: 'https://github.com/facebook/react/tree/main/packages/react',
        },
        { name: 'tslib', version: '2.8.1', license: '0BSD', homepage: 'javascript:alert(1)' },
        { name: 42 },
      ],
    });
    expect(file.packages.map((p) => p.name)).toEqual(['react', 'tslib']);
    expect(file.packages[1]?.homepage).toBeUndefined();
    expect(filterPackages(file.packages, ' mit ').map((p) => p.name)).toEqual(['react']);
    expect(filterPackages(file.packages, '0bsd tslib').map((p) => p.name)).toEqual(['tslib']);
    expect(shortUrl('https://github.com/facebook/react/tree/main/packages/react')).toBe('github.com/facebook/react/…');
    expect(() => parseLicensesFile('<!doctype html>')).toThrow();
  });

  it('generates the list from the installed production tree', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-licenses-'));
    const write = (rel: string, pkg: object) => {
      fs.mkdirSync(path.join(dir, rel), { recursive: true });
      fs.writeFileSync(path.join(dir, rel, 'package.json'), JSON.stringify(pkg));
    };
    try {
      write('.', { name: 'app', dependencies: { alpha: '^1', '@scope/beta': '^1' }, devDependencies: { dev: '^1' } });
      write('node_modules/alpha', {
        name: 'alpha',
        version: '1.0.0',
        license: { type: 'MIT' },
        dependencies: { gamma: '^2' },
        repository: 'github:acme/alpha',
      });
      write('node_modules/alpha/node_modules/gamma', { name: 'gamma', version: '2.0.0', license: 'ISC' });
      write('node_modules/@scope/beta', {
        name: '@scope/beta',
        version: '1.2.0',
        license: 'Apache-2.0',
        dependencies: { gamma: '^1' },
        optionalDependencies: { 'beta-linux': '1' },
        repository: { type: 'git', url: 'git+https://github.com/scope/beta.git' },
      });
      write('node_modules/gamma', {
        name: 'gamma',
        version: '1.0.0',
        licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }],
        homepage: 'https://gamma.dev',
      });
      write('node_modules/dev', { name: 'dev', version: '1.0.0', license: 'MIT' });
      const out = path.join(dir, 'out', 'licenses.json');
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/generate-licenses.mjs'), '--root', dir, '--out', out], {
        stdio: 'pipe',
      });
      const result = JSON.parse(fs.readFileSync(out, 'utf8')) as {
        generatedAt: string;
        packages: Record<string, string>[];
      };
      expect(Number.isNaN(Date.parse(result.generatedAt))).toBe(false);
      expect(result.packages).toEqual([
        { name: '@scope/beta', version: '1.2.0', license: 'Apache-2.0', repository: 'https://github.com/scope/beta' },
        { name: 'alpha', version: '1.0.0', license: 'MIT', repository: 'https://github.com/acme/alpha' },
        { name: 'gamma', version: '1.0.0', license: '(MIT OR Apache-2.0)', homepage: 'https://gamma.dev' },
        { name: 'gamma', version: '2.0.0', license: 'ISC' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
