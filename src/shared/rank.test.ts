import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankBetween } from './rank';

const valid = (k: string) => /^[0-9a-z]*[1-9a-z]$/.test(k);

describe('rankBetween', () => {
  it('makes a key between its neighbours, at the ends too', () => {
    expect(rankBetween(null, null)).toBe('i');
    const first = rankBetween(null, 'i');
    expect(first < 'i').toBe(true);
    const last = rankBetween('i', null);
    expect(last > 'i').toBe(true);
    expect(rankBetween('a', 'b')).toBe('ai');
    expect(rankBetween('a', 'a1')).toBe('a0i');
  });

  it('always finds a key between two keys, however often the same gap is split', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), (steps) => {
        const keys = [rankBetween(null, null)];
        for (const n of steps) {
          const i = n % (keys.length + 1);
          const lo = i === 0 ? null : keys[i - 1]!;
          const hi = i === keys.length ? null : keys[i]!;
          const k = rankBetween(lo, hi);
          expect(valid(k)).toBe(true);
          if (lo !== null) expect(lo < k).toBe(true);
          if (hi !== null) expect(k < hi).toBe(true);
          keys.splice(i, 0, k);
        }
      }),
    );
  });

  it('grows slowly when every item goes first or last', () => {
    let top: string | null = null;
    let bottom: string | null = null;
    for (let i = 0; i < 200; i++) {
      top = rankBetween(null, top ?? bottom);
      bottom = rankBetween(bottom ?? top, null);
    }
    expect(top!.length).toBeLessThan(60);
    expect(bottom!.length).toBeLessThan(60);
  });
});
