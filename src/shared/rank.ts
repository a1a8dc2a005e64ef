/**
 * Rank keys for ordered lists (docs/decisions/017-project-board-ordering.md): strings over
 * 0-9a-z compared byte by byte, never ending in "0", so there is always a key between two others
 * and before the first. Placing an item writes its own key only; nothing else is renumbered.
 */
export const RANK_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A key strictly between `a` and `b` (null: the open end). Requires a < b when both are given. */
export function rankBetween(a: string | null, b: string | null): string {
  if (a !== null && b !== null && a >= b) throw new Error(`rankBetween: ${a} >= ${b}`);
  return midpoint(a ?? '', b);
}

function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    // The common prefix (a padded with "0"s) is kept; the rest is split.
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? RANK_DIGITS.indexOf(a[0]!) : 0;
  const digitB = b !== null ? RANK_DIGITS.indexOf(b[0]!) : RANK_DIGITS.length;
  if (digitB - digitA > 1) return RANK_DIGITS[Math.round((digitA + digitB) / 2)]!;
  // Consecutive digits: the first of b alone is between when b goes on, else go one digit deeper.
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return RANK_DIGITS[digitA]! + midpoint(a.slice(1), null);
}

/** Byte-wise comparison (as collation "C" orders them), for sorting keys in JavaScript. */
export function compareRanks(a: { rank: string; id: string }, b: { rank: string; id: string }): number {
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
