import { describe, expect, it } from 'vitest';
import { canSetSkillLevel, canViewStudent, type Actor } from './access';
import { ROLES, type Role } from './roles';

const student = { id: 'student-1', organizationId: 'school-1', state: 'CA' };
const actor = (role: Role, extra: Partial<Actor> = {}): Actor => ({
  id: `${role}-me`,
  role,
  organizationId: 'school-1',
  state: 'CA',
  studentIds: role === 'parent' ? ['student-1'] : [],
  emailVerified: true,
  ...extra,
});

describe('canSetSkillLevel (docs/product/skills.md)', () => {
  const allowed: Role[] = ['parent', 'teacher', 'organization', 'org-admin'];

  it.each(ROLES)('%s of the same school / linked', (role) => {
    expect(canSetSkillLevel(actor(role), student)).toBe(allowed.includes(role));
  });

  it('a student cannot set levels, not even their own', () => {
    expect(canSetSkillLevel(actor('student', { id: 'student-1' }), student)).toBe(false);
  });

  it('a parent only for a linked student', () => {
    expect(canSetSkillLevel(actor('parent', { studentIds: ['student-2'] }), student)).toBe(false);
  });

  it('staff only of the student’s own school', () => {
    for (const role of ['teacher', 'organization', 'org-admin'] as const) {
      expect(canSetSkillLevel(actor(role, { organizationId: 'school-2' }), student)).toBe(false);
      expect(canSetSkillLevel(actor(role, { organizationId: null }), { ...student, organizationId: null })).toBe(false);
    }
  });

  it('whoever may set a level may also see the student', () => {
    for (const role of ROLES)
      if (canSetSkillLevel(actor(role), student)) expect(canViewStudent(actor(role), student)).toBe(true);
  });
});
