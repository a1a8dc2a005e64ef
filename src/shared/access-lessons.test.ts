import { describe, expect, it } from 'vitest';
import {
  canBookLesson,
  canHaveCalendarFeed,
  canManageLesson,
  canManageLessonsOf,
  canViewSchoolCalendar,
  type Actor,
} from './access';
import { ROLES, type Role } from './roles';

const actor = (role: Role, extra: Partial<Actor> = {}): Actor => ({
  id: `${role}-me`,
  role,
  organizationId: 'school-1',
  state: 'CA',
  studentIds: role === 'parent' ? ['student-1'] : [],
  emailVerified: true,
  ...extra,
});
const teacher = (id: string, organizationId = 'school-1', role: Role = 'teacher') => ({ id, role, organizationId });

describe('whose lessons a caller manages', () => {
  it('a teacher: their own only', () => {
    expect(canManageLessonsOf(actor('teacher'), teacher('teacher-me'))).toBe(true);
    expect(canManageLessonsOf(actor('teacher'), teacher('colleague'))).toBe(false);
    expect(canManageLessonsOf(actor('teacher', { organizationId: 'school-2' }), teacher('teacher-me'))).toBe(false);
  });
  it.each(['organization', 'org-admin'] as const)(
    'a school admin (%s): every teacher of the school, no one else',
    (role) => {
      expect(canManageLessonsOf(actor(role), teacher('colleague'))).toBe(true);
      expect(canManageLessonsOf(actor(role), teacher('colleague', 'school-2'))).toBe(false);
      expect(canManageLessonsOf(actor(role), teacher('owner', 'school-1', 'organization'))).toBe(false);
      expect(
        canManageLessonsOf(actor(role, { organizationId: null }), teacher('colleague', null as unknown as string)),
      ).toBe(false);
    },
  );
  it.each(['admin', 'state-admin', 'student', 'parent'] as const)('%s: no one', (role) => {
    expect(canManageLessonsOf(actor(role), teacher('teacher-1'))).toBe(false);
  });
});

describe('booking', () => {
  it('needs the student at the teacher’s school', () => {
    expect(canBookLesson(actor('teacher'), teacher('teacher-me'), { id: 's', organizationId: 'school-1' })).toBe(true);
    expect(canBookLesson(actor('teacher'), teacher('teacher-me'), { id: 's', organizationId: 'school-2' })).toBe(false);
    expect(canBookLesson(actor('org-admin'), teacher('t'), { id: 's', organizationId: null })).toBe(false);
  });
});

describe('one lesson', () => {
  const lesson = { teacherId: 'teacher-me', organizationId: 'school-1' };
  it.each(ROLES.map((role) => [role, ['teacher', 'organization', 'org-admin'].includes(role)] as const))(
    '%s manages a lesson of their school → %s',
    (role, allowed) => {
      expect(canManageLesson(actor(role), lesson)).toBe(allowed);
    },
  );
  it('not a colleague’s (teachers) nor another school’s (anyone)', () => {
    expect(canManageLesson(actor('teacher'), { ...lesson, teacherId: 'colleague' })).toBe(false);
    expect(canManageLesson(actor('org-admin'), { ...lesson, organizationId: 'school-2' })).toBe(false);
  });
});

describe('reading lessons', () => {
  it('the whole school calendar: its admins only', () => {
    expect(canViewSchoolCalendar(actor('organization'), 'school-1')).toBe(true);
    expect(canViewSchoolCalendar(actor('org-admin'), 'school-2')).toBe(false);
    expect(canViewSchoolCalendar(actor('teacher'), 'school-1')).toBe(false);
  });
  it('calendar feeds: teachers', () => {
    expect(ROLES.filter((r) => canHaveCalendarFeed(actor(r)))).toEqual(['teacher']);
  });
});
