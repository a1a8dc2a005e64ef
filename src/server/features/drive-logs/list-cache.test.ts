import { describe, expect, it } from 'vitest';
import { ResponseCache } from './list-cache.js';

describe('ResponseCache', () => {
  it('answers what was stored until it expires', () => {
    const cache = new ResponseCache(10, 1000, 60_000);
    cache.set('a', 'body-a', 0);
    expect(cache.get('a', 59_999)).toBe('body-a');
    expect(cache.get('a', 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond its entry limit', () => {
    const cache = new ResponseCache(2, 1000, 60_000);
    cache.set('a', '1', 0);
    cache.set('b', '2', 0);
    cache.get('a', 1);
    cache.set('c', '3', 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe('1');
    expect(cache.get('c', 3)).toBe('3');
  });

  it('keeps its size in bytes, replacing and evicting to stay under it', () => {
    const cache = new ResponseCache(100, 10, 60_000);
    cache.set('a', '12345', 0);
    cache.set('a', '123456', 0);
    cache.set('b', '1234', 0);
    expect(cache.size).toBe(2);
    cache.set('c', '12', 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe('1234');
    cache.set('huge', 'x'.repeat(11), 0);
    expect(cache.get('huge', 1)).toBeUndefined();
  });
});
