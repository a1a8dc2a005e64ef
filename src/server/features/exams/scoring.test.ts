import { describe, expect, it } from 'vitest';
import { passScore, scoreAttempt, type StoredQuestion } from './scoring.js';

const q = (id: string, category: StoredQuestion['category']): StoredQuestion => ({
  id,
  category,
  choiceIds: [`${id}a`, `${id}b`, `${id}c`, `${id}d`],
  order: [2, 0, 3, 1],
  correctChoiceId: `${id}c`,
});

describe('passScore', () => {
  it('is the whole number of correct answers nearest the pass percent', () => {
    expect(passScore(25, 80)).toBe(20);
    expect(passScore(46, 83)).toBe(38); // California: 38 of 46
    expect(passScore(50, 84)).toBe(42);
    expect(passScore(18, 83)).toBe(15);
    expect(passScore(20, 70)).toBe(14);
    expect(passScore(10, 80)).toBe(8);
  });

  it('never asks for more than all or fewer than one', () => {
    expect(passScore(3, 100)).toBe(3);
    expect(passScore(3, 1)).toBe(1);
    expect(passScore(0, 80)).toBe(0);
  });
});

describe('scoreAttempt', () => {
  const questions = [
    q('rs-001', 'road-signs'),
    q('rs-002', 'road-signs'),
    q('pk-001', 'parking'),
    q('pk-002', 'parking'),
    q('sd-001', 'safe-driving'),
  ];

  it('counts right answers, per category, and lists misses in order', () => {
    const answers = new Map([
      ['rs-001', 'rs-001c'],
      ['rs-002', 'rs-002a'],
      ['pk-001', 'pk-001c'],
      ['pk-002', 'pk-002c'],
    ]);
    const score = scoreAttempt(questions, answers, 80);
    expect(score).toMatchObject({ score: 3, total: 5, percent: 60, passScore: 4, passed: false });
    expect(score.breakdown).toEqual([
      { category: 'road-signs', correct: 1, total: 2 },
      { category: 'parking', correct: 2, total: 2 },
      { category: 'safe-driving', correct: 0, total: 1 },
    ]);
    expect(score.wrong.map((w) => w.id)).toEqual(['rs-002', 'sd-001']);
  });

  it('passes exactly at the pass mark', () => {
    const four = new Map(questions.slice(0, 4).map((x) => [x.id, x.correctChoiceId]));
    expect(scoreAttempt(questions, four, 80)).toMatchObject({ score: 4, percent: 80, passed: true });
    const all = new Map(questions.map((x) => [x.id, x.correctChoiceId]));
    expect(scoreAttempt(questions, all, 100)).toMatchObject({ score: 5, passed: true, wrong: [] });
  });

  it('fails an empty attempt and counts unknown choices as wrong', () => {
    expect(scoreAttempt([], new Map(), 80)).toMatchObject({ score: 0, total: 0, percent: 0, passed: false });
    expect(scoreAttempt(questions, new Map([['rs-001', 'made-up']]), 80).score).toBe(0);
  });
});
