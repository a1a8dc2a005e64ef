import type { StudentTotals } from '../../../../shared/api/drive-logs';
import type { Person } from '../../../../shared/api/organizations';

export interface StudentFilters {
  /** Part of the name or e-mail, any case. */
  q: string;
  status: string;
  consent: string;
  /** `met`, `behind` (a rule not met yet) or `no-rule` (the state sets no hours). */
  progress: string;
}

export type RequirementState = 'met' | 'behind' | 'no-rule';

/** Met means approved total and night time both reach the student's state rule. */
export function requirementState(totals: StudentTotals | undefined): RequirementState {
  if (!totals || totals.requiredMinutes === null) return 'no-rule';
  const met =
    totals.approvedMinutes >= totals.requiredMinutes && totals.nightMinutes >= (totals.requiredNightMinutes ?? 0);
  return met ? 'met' : 'behind';
}

export function filterStudents(
  students: readonly Person[],
  progress: ReadonlyMap<string, StudentTotals>,
  f: StudentFilters,
): Person[] {
  const q = f.q.trim().toLocaleLowerCase();
  return students.filter(
    (p) =>
      (!q || p.name.toLocaleLowerCase().includes(q) || p.email.toLocaleLowerCase().includes(q)) &&
      (!f.status || (p.status ?? 'active') === f.status) &&
      (!f.consent || (p.consentStatus ?? 'none') === f.consent) &&
      (!f.progress || requirementState(progress.get(p.id)) === f.progress),
  );
}
