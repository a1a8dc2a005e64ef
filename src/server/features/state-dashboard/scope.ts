/**
 * The one rule of whose figures a state's dashboard counts (docs/product/state-admin.md#what-counts):
 * students of the schools in the state, by the school's state (`studentSummary.state`, kept equal to
 * the school's by the triggers of migration 011); whether they meet the rule is graded by their own
 * state's rule, else their school's, as everywhere else in the product.
 */
import { AppError } from '../../errors.js';
import { canViewStateDashboard } from '../../../shared/access.js';
import type { Actor } from '../../../shared/access.js';
import type { ProgressBand } from '../../../shared/api/state-dashboard.js';

/** Refuses a caller who may not see `state`'s dashboard: a state admin of another state. */
export function assertStateAccess(actor: Actor, state: string): void {
  if (!canViewStateDashboard(actor, state)) throw new AppError('forbidden', 'Not your state.');
}

/** `studentSummary.band` for each progress band of the API (null: the student's state sets no hours). */
export const BAND_VALUES: Record<ProgressBand, number | null> = {
  '0-25': 0,
  '25-50': 1,
  '50-75': 2,
  '75-100': 3,
  met: 4,
  'no-rule': null,
};

export function bandOf(value: number | null): ProgressBand {
  return (Object.entries(BAND_VALUES).find(([, v]) => v === value)?.[0] ?? 'no-rule') as ProgressBand;
}

/** A LIKE pattern that matches `q` anywhere, literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
