import { describe, expect, it } from 'vitest';
import { canInvite, canManageMembers, canWithdrawConsent, type Actor } from './access';
import type { Role } from './roles';

const org = { id: 'school-a' };
const actor = (role: Role, extra: Partial<Actor> = {}): Actor => ({
  id: `${role}-1`,
  role,
  organizationId: 'school-a',
  emailVerified: true,
  ...extra,
});

describe('invitation and member rules', () => {
  it('lets the school owner and org-admins invite every invitable role into their own school', () => {
    for (const role of ['organization', 'org-admin'] as const) {
      for (const invited of ['teacher', 'org-admin', 'student', 'parent'] as const)
        expect(canInvite(actor(role), org, invited), `${role} → ${invited}`).toBe(true);
    }
  });

  it('lets platform admins act for any school', () => {
    expect(canInvite(actor('admin', { organizationId: null }), org, 'teacher')).toBe(true);
    expect(canManageMembers(actor('admin', { organizationId: null }), org)).toBe(true);
  });

  it('refuses other schools, teachers, students, parents and state admins', () => {
    expect(canInvite(actor('organization', { organizationId: 'school-b' }), org, 'teacher')).toBe(false);
    expect(canInvite(actor('org-admin', { organizationId: null }), org, 'teacher')).toBe(false);
    for (const role of ['teacher', 'student', 'parent', 'state-admin'] as const) {
      expect(canInvite(actor(role), org, 'student'), role).toBe(false);
      expect(canManageMembers(actor(role), org), role).toBe(false);
    }
  });

  it('never invites admins, state admins or owners', () => {
    for (const invited of ['admin', 'state-admin', 'organization', 'nonsense']) {
      // @ts-expect-error the type refuses them; the rule still does at run time
      expect(canInvite(actor('organization'), org, invited)).toBe(false);
    }
  });

  it('lets only a linked parent withdraw consent', () => {
    expect(canWithdrawConsent(actor('parent', { studentIds: ['s1'] }), 's1')).toBe(true);
    expect(canWithdrawConsent(actor('parent', { studentIds: ['s2'] }), 's1')).toBe(false);
    expect(canWithdrawConsent(actor('organization'), 's1')).toBe(false);
    expect(canWithdrawConsent(actor('student', { id: 's1' }), 's1')).toBe(false);
  });
});
