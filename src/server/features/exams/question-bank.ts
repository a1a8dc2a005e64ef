/**
 * The question bank (content/questions/<lng>/<category>.json, format in docs of the content):
 * English holds the answer key; other languages hold text only, matched by id, choices in the
 * same order. Loaded and validated once per process; a language's questions without a
 * translation fall back to English and say so (`fallback`).
 *
 * State scope: a question with `states` holds only there. A test for a state takes the general
 * questions plus that state's own; without a state only the general questions are used, so nobody
 * practises another state's rule by mistake.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { EXAM_CATEGORIES, type ExamCategory } from '../../../shared/api/exams.js';
import { US_STATE_CODES } from '../../../shared/api/common.js';
import { LANGUAGE_CODES } from '../../../shared/languages.js';

const SIGN_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const englishQuestionSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-\d{3}$/),
    answer: z.number().int().min(0).max(3),
    sign: z.string().regex(SIGN_NAME).optional(),
    states: z.array(z.enum(US_STATE_CODES)).min(1).optional(),
    question: z.string().trim().min(1).max(220),
    choices: z.array(z.string().trim().min(1).max(120)).length(4),
    explanation: z.string().trim().min(1).max(400),
  })
  .refine((q) => new Set(q.choices).size === 4, { message: 'choices must be distinct' });

const translationSchema = z.object({
  question: z.string().trim().min(1).max(400),
  choices: z.array(z.string().trim().min(1).max(240)).length(4),
  explanation: z.string().trim().min(1).max(800),
});

export interface BankQuestion {
  id: string;
  category: ExamCategory;
  answer: number;
  sign?: string;
  states?: string[];
  question: string;
  choices: string[];
  explanation: string;
}

export interface QuestionText {
  question: string;
  choices: string[];
  explanation: string;
  fallback: boolean;
}

export interface QuestionBank {
  questions: readonly BankQuestion[];
  byId: ReadonlyMap<string, BankQuestion>;
  /** Text in `language`, English when it has no valid translation. */
  text(question: BankQuestion, language: string): QuestionText;
  /** The sign as a data: URL without its <title>, or null. */
  signImage(sign: string | undefined): string | null;
  /**
   * What the sign looks like (shape, colours, printed words, symbol; never its meaning), in
   * `language`, else English; null without a sign or a description. The image's text alternative.
   */
  signAlt(sign: string | undefined, language: string): string | null;
}

export interface BankSource {
  questionsDir: string;
  signsDir: string;
  /** content/signs/<lng>.json: { "<sign name>": "visual description" }. */
  signTextsDir?: string;
  warn?: (message: string) => void;
}

const DEFAULT_SOURCE: BankSource = {
  questionsDir: path.resolve('content/questions'),
  signsDir: path.resolve('public/signs'),
  signTextsDir: path.resolve('content/signs'),
};

const signTextSchema = z.string().trim().min(1).max(400);

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Reads and validates the bank. Invalid entries are skipped with a warning (a test checks the
 * shipped bank has none), so one bad question cannot take the whole feature down.
 */
export function loadQuestionBank(source: BankSource = DEFAULT_SOURCE): QuestionBank {
  const warn = source.warn ?? ((m: string) => console.warn(m));
  const questions: BankQuestion[] = [];
  const byId = new Map<string, BankQuestion>();
  for (const { id: category, prefix } of EXAM_CATEGORIES) {
    const file = path.join(source.questionsDir, 'en', `${category}.json`);
    if (!fs.existsSync(file)) continue;
    let list: unknown;
    try {
      list = readJson(file);
    } catch (err) {
      warn(`question bank: ${file} is not valid JSON (${String(err)}); category left empty`);
      continue;
    }
    for (const [i, entry] of (Array.isArray(list) ? list : []).entries()) {
      const parsed = englishQuestionSchema.safeParse(entry);
      const q = parsed.data;
      if (!q || !q.id.startsWith(`${prefix}-`) || byId.has(q.id)) {
        warn(
          `question bank: ${file} entry ${i} skipped (${parsed.error ? parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ') : `bad or duplicate id ${q?.id}`})`,
        );
        continue;
      }
      const question: BankQuestion = { ...q, category };
      questions.push(question);
      byId.set(q.id, question);
    }
  }

  const translations = new Map<string, Map<string, z.infer<typeof translationSchema>>>();
  const translationsOf = (language: string) => {
    let map = translations.get(language);
    if (map) return map;
    map = new Map();
    translations.set(language, map);
    if (language === 'en' || !(LANGUAGE_CODES as readonly string[]).includes(language)) return map;
    for (const { id: category } of EXAM_CATEGORIES) {
      const file = path.join(source.questionsDir, language, `${category}.json`);
      if (!fs.existsSync(file)) continue;
      let data: unknown;
      try {
        data = readJson(file);
      } catch (err) {
        warn(`question bank: ${file} is not valid JSON (${String(err)}); using English`);
        continue;
      }
      if (!data || typeof data !== 'object') continue;
      for (const [id, value] of Object.entries(data as Record<string, unknown>)) {
        const parsed = translationSchema.safeParse(value);
        if (parsed.success && byId.has(id)) map.set(id, parsed.data);
        else warn(`question bank: ${file} entry ${id} is invalid or unknown; using English`);
      }
    }
    return map;
  };

  const images = new Map<string, string | null>();
  const signImage = (sign: string | undefined): string | null => {
    if (!sign) return null;
    if (images.has(sign)) return images.get(sign)!;
    const file = path.join(source.signsDir, `${sign}.svg`);
    let url: string | null = null;
    if (SIGN_NAME.test(sign) && fs.existsSync(file)) {
      const svg = fs
        .readFileSync(file, 'utf8')
        .replace(/<title[^>]*>[\s\S]*?<\/title>/gi, '')
        .replace(/<!--[\s\S]*?-->/g, '');
      url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    } else {
      warn(`question bank: sign ${sign} has no file in ${source.signsDir}`);
    }
    images.set(sign, url);
    return url;
  };

  const signTexts = new Map<string, ReadonlyMap<string, string>>();
  const signTextsOf = (language: string): ReadonlyMap<string, string> => {
    const cachedTexts = signTexts.get(language);
    if (cachedTexts) return cachedTexts;
    const texts = new Map<string, string>();
    const file = source.signTextsDir && path.join(source.signTextsDir, `${language}.json`);
    if (file && (LANGUAGE_CODES as readonly string[]).includes(language) && fs.existsSync(file)) {
      let data: unknown = null;
      try {
        data = readJson(file);
      } catch (err) {
        warn(`question bank: ${file} is not valid JSON (${String(err)}); using English`);
      }
      for (const [sign, value] of Object.entries(data && typeof data === 'object' ? data : {})) {
        const parsed = signTextSchema.safeParse(value);
        if (parsed.success && SIGN_NAME.test(sign)) texts.set(sign, parsed.data);
        else warn(`question bank: ${file} entry ${sign} is invalid; using English`);
      }
    }
    signTexts.set(language, texts);
    return texts;
  };
  const signAlt = (sign: string | undefined, language: string): string | null => {
    if (!sign) return null;
    return signTextsOf(language).get(sign) ?? signTextsOf('en').get(sign) ?? null;
  };

  return {
    questions,
    byId,
    signImage,
    signAlt,
    text(question, language) {
      const t = translationsOf(language).get(question.id);
      if (t) return { ...t, fallback: false };
      return {
        question: question.question,
        choices: question.choices,
        explanation: question.explanation,
        fallback: language !== 'en',
      };
    },
  };
}

let cached: QuestionBank | null = null;

/** The bank from content/questions, loaded on first use. */
export function questionBank(): QuestionBank {
  cached ??= loadQuestionBank();
  return cached;
}

/** Whether a question belongs in a test for `state` (null: general questions only). */
export function holdsIn(question: BankQuestion, state: string | null): boolean {
  return !question.states || (state !== null && question.states.includes(state));
}

export function questionsFor(bank: QuestionBank, category: ExamCategory | null, state: string | null): BankQuestion[] {
  return bank.questions.filter((q) => (category === null || q.category === category) && holdsIn(q, state));
}
