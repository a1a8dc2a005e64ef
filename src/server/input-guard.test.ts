import { describe, expect, it } from 'vitest';
import { isStorableText } from '../shared/api/text.js';
import { findUnstorableText, jsonDepthExceeds, MAX_JSON_DEPTH } from './input-guard.js';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Jamie Parker', true],
    ['an empty string', '', true],
    ['a surrogate pair (emoji)', 'Drive 😀 done', true],
    ['accents and scripts', 'Đường phố، 中文', true],
    ['a NUL character', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800', false],
    ['a lone high surrogate before a letter', '\ud800b', false],
    ['a lone low surrogate', '\udc00b', false],
    ['a reversed pair', '\udc00\ud800', false],
  ])('%s → %s', (_label, value, ok) => {
    expect(isStorableText(value)).toBe(ok);
  });
});

describe('jsonDepthExceeds', () => {
  const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  it('counts arrays and objects, and stops at the limit', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(`{"a":{"b":{"c":[1]}}}`, 3)).toBe(true);
    expect(jsonDepthExceeds(`{"a":{"b":{"c":1}}}`, 3)).toBe(false);
    expect(jsonDepthExceeds(nested(20_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(`{"a":"[[[[{{{{","b":"\\"[[[["}`, 1)).toBe(false);
    expect(jsonDepthExceeds(`["\\\\",[[]]]`, 2)).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('names the first offending field with a dotted path, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnstorableText({ supervisor: { name: 'A\ud800' } })).toBe('supervisor.name');
    expect(findUnstorableText({ nested: { 'bad\u0000key': 1 } })).toBe('nested');
    expect(findUnstorableText({ 'bad\u0000key': 1 })).toBe('body');
    expect(findUnstorableText('a\u0000')).toBe('');
    expect(findUnstorableText({ a: 1, b: [true, null, 'fine'] })).toBeNull();
    expect(findUnstorableText(Buffer.from([0, 0xd8]))).toBeNull();
  });
});
