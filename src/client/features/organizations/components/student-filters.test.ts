import { describe, expect, it } from 'vitest';
import type { StudentTotals } from '../../../../shared/api/drive-logs';
import type { Person } from '../../../../shared/api/organizations';
import { filterStudents, requirementState } from './student-filters';

const person = (id: string, name: string, extra: Partial<Person> = {}): Person => ({
  id,
  name,
  email: `${id}@school.test`,
  role: 'student',
  status: 'active',
  lastActive: null,
  parentEmail: null,
  consentStatus: 'none',
  ...extra,
});
const totals = (
  approvedMinutes: number,
  nightMinutes: number,
  requiredMinutes: number | null = 3000,
  requiredNightMinutes: number | null = 600,
): StudentTotals => ({
  studentId: '',
  approvedMinutes,
  nightMinutes,
  pendingMinutes: 0,
  requiredMinutes,
  requiredNightMinutes,
});

describe('requirementState', () => {
  it('needs both the total and the night minutes', () => {
    expect(requirementState(totals(3000, 600))).toBe('met');
    expect(requirementState(totals(3000, 599))).toBe('behind');
    expect(requirementState(totals(100, 600))).toBe('behind');
    expect(requirementState(totals(3000, 0, 3000, null))).toBe('met');
    expect(requirementState(totals(0, 0, null, null))).toBe('no-rule');
    expect(requirementState(undefined)).toBe('no-rule');
  });
});

describe('filterStudents', () => {
  const students = [
    person('a', 'Jamie Parker', { consentStatus: 'granted' }),
    person('b', 'Riley Parker', { status: 'disabled', consentStatus: 'pending' }),
    person('c', 'Noah Kim'),
  ];
  const progress = new Map([
    ['a', totals(3000, 600)],
    ['b', totals(10, 0)],
  ]);
  const none = { q: '', status: '', consent: '', progress: '' };
  const names = (f: Partial<typeof none>) => filterStudents(students, progress, { ...none, ...f }).map((p) => p.name);

  it('searches names and e-mails, any case', () => {
    expect(names({ q: 'parker' })).toEqual(['Jamie Parker', 'Riley Parker']);
    expect(names({ q: 'C@SCHOOL' })).toEqual(['Noah Kim']);
  });

  it('filters by status, consent and requirement together', () => {
    expect(names({ status: 'disabled' })).toEqual(['Riley Parker']);
    expect(names({ consent: 'none' })).toEqual(['Noah Kim']);
    expect(names({ progress: 'met' })).toEqual(['Jamie Parker']);
    expect(names({ progress: 'behind', q: 'riley' })).toEqual(['Riley Parker']);
    expect(names({ progress: 'no-rule' })).toEqual(['Noah Kim']);
  });
});
