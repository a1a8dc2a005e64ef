import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/languages.js';
import { holdsIn, loadQuestionBank } from './question-bank.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-bank-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, data: unknown) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
}

const question = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  answer: 1,
  question: `Question ${id}?`,
  choices: ['A', 'B', 'C', 'D'],
  explanation: `Because ${id}.`,
  ...extra,
});

write('questions/en/road-signs.json', [
  question('rs-001', { sign: 'stop' }),
  question('rs-002', { states: ['CA'] }),
  question('pk-009'),
  question('rs-003', { choices: ['A', 'A', 'B', 'C'] }),
]);
write('questions/en/parking.json', [question('pk-001'), question('rs-001')]);
write('questions/es/road-signs.json', {
  'rs-001': { question: '¿Pregunta?', choices: ['a', 'b', 'c', 'd'], explanation: 'Porque.' },
  'rs-002': { question: 'solo' },
});
write('questions/fr/parking.json', '{ not json');
write('sign-texts/en.json', { stop: 'Red eight-sided sign with the white word STOP', yield: 'Red and white triangle' });
write('sign-texts/es.json', { stop: 'Señal roja de ocho lados con la palabra blanca STOP', yield: '  ' });
write('sign-texts/de.json', '{ not json');
write(
  'signs/stop.svg',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img"><title>Stop</title><path d="M0 0h10v10z"/></svg>',
);

describe('loadQuestionBank', () => {
  const warnings: string[] = [];
  const bank = loadQuestionBank({
    questionsDir: path.join(dir, 'questions'),
    signsDir: path.join(dir, 'signs'),
    signTextsDir: path.join(dir, 'sign-texts'),
    warn: (m) => warnings.push(m),
  });

  it('keeps valid questions with their category and skips bad ones with a warning', () => {
    expect(bank.questions.map((q) => [q.id, q.category])).toEqual([
      ['rs-001', 'road-signs'],
      ['rs-002', 'road-signs'],
      ['pk-001', 'parking'],
    ]);
    // wrong prefix, repeated choices, duplicate id
    expect(warnings.filter((w) => w.includes('skipped'))).toHaveLength(3);
  });

  it('gives translated text, and English with a fallback flag where there is none', () => {
    expect(bank.text(bank.byId.get('rs-001')!, 'es')).toEqual({
      question: '¿Pregunta?',
      choices: ['a', 'b', 'c', 'd'],
      explanation: 'Porque.',
      fallback: false,
    });
    expect(bank.text(bank.byId.get('rs-002')!, 'es')).toMatchObject({ question: 'Question rs-002?', fallback: true });
    expect(bank.text(bank.byId.get('pk-001')!, 'fr')).toMatchObject({ question: 'Question pk-001?', fallback: true });
    expect(bank.text(bank.byId.get('pk-001')!, 'en').fallback).toBe(false);
  });

  it('inlines signs without their title, and null for a missing one', () => {
    const url = bank.signImage('stop')!;
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(url.split(',')[1]!, 'base64').toString()).not.toContain('Stop');
    expect(bank.signImage('no-such-sign')).toBeNull();
    expect(bank.signImage('../secret')).toBeNull();
  });

  it('describes a sign in the language asked for, in English where there is no valid description, else null', () => {
    expect(bank.signAlt('stop', 'es')).toBe('Señal roja de ocho lados con la palabra blanca STOP');
    expect(bank.signAlt('stop', 'en')).toBe('Red eight-sided sign with the white word STOP');
    // A blank entry, a broken file, an unknown language: English.
    expect(bank.signAlt('yield', 'es')).toBe('Red and white triangle');
    expect(bank.signAlt('stop', 'de')).toBe('Red eight-sided sign with the white word STOP');
    expect(bank.signAlt('stop', 'xx')).toBe('Red eight-sided sign with the white word STOP');
    expect(warnings.some((w) => w.includes('es.json entry yield'))).toBe(true);
    expect(warnings.some((w) => w.includes('de.json is not valid JSON'))).toBe(true);
    expect(bank.signAlt('no-such-sign', 'en')).toBeNull();
    expect(bank.signAlt('constructor', 'en')).toBeNull();
    expect(bank.signAlt(undefined, 'en')).toBeNull();
  });

  it('scopes state questions to their states', () => {
    const scoped = bank.byId.get('rs-002')!;
    expect([
      holdsIn(scoped, 'CA'),
      holdsIn(scoped, 'NY'),
      holdsIn(scoped, null),
      holdsIn(bank.byId.get('rs-001')!, null),
    ]).toEqual([true, false, false, true]);
  });
});

describe('the shipped question bank', () => {
  const shipped = {
    questionsDir: path.resolve('content/questions'),
    signsDir: path.resolve('public/signs'),
    signTextsDir: path.resolve('content/signs'),
  };

  it('loads without a single skipped question or broken translation, and every sign exists', () => {
    const warnings: string[] = [];
    const bank = loadQuestionBank({ ...shipped, warn: (m) => warnings.push(m) });
    for (const q of bank.questions) bank.signImage(q.sign);
    for (const lng of ['es', 'zh', 'tl', 'vi', 'ar', 'fr', 'ko', 'ru', 'de', 'ht'])
      for (const q of bank.questions) bank.text(q, lng);
    expect(warnings).toEqual([]);
    expect(bank.questions.length).toBeGreaterThan(0);
  });

  it('describes every sign in every language, keeping the words printed on it in English', () => {
    const signs = (JSON.parse(fs.readFileSync('content/signs.json', 'utf8')) as { name: string }[]).map((x) => x.name);
    expect(signs.length).toBeGreaterThan(0);
    const warnings: string[] = [];
    const bank = loadQuestionBank({ ...shipped, warn: (m) => warnings.push(m) });
    for (const question of bank.questions) if (question.sign) expect(signs).toContain(question.sign);
    for (const lng of LANGUAGE_CODES) {
      const file = JSON.parse(fs.readFileSync(path.join('content/signs', `${lng}.json`), 'utf8')) as Record<
        string,
        string
      >;
      expect(Object.keys(file).sort(), lng).toEqual([...signs].sort());
      for (const sign of signs) {
        const alt = bank.signAlt(sign, lng);
        expect(alt?.trim(), `${lng} ${sign}`).toBe(file[sign]);
        if (lng !== 'en') expect(alt, `${lng} ${sign} is translated`).not.toBe(bank.signAlt(sign, 'en'));
        // Capitalised words and numbers printed on the sign (STOP, SPEED LIMIT, 25) stay as they are.
        for (const word of bank.signAlt(sign, 'en')!.match(/\b[A-Z0-9]{2,}\b/g) ?? [])
          expect(alt, `${lng} ${sign}`).toMatch(new RegExp(`(?<![A-Za-z0-9])${word}(?![A-Za-z0-9])`));
      }
    }
    expect(warnings).toEqual([]);
  });
});
