/**
 * Drive plans (docs/product/plans.md): who makes them for whom, the author's changes, the public link that
 * works signed out and dies when revoked, the student's list, and suggestions from progress.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan, SharedPlan, Suggestion } from '../../src/shared/api/plans.js';
import { driveBody } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let jamie: string;
let noah: string;
let otherStudent: string;
let otherTeacher: string;
let otherParent: string;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  [jamie, noah] = await Promise.all([t.userId('student'), t.userId('student3')]);
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherStudent = (await createPerson(t.app, { role: 'student', organizationId: otherSchool, state: 'CA' })).id;
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  otherParent = (await createPerson(t.app, { role: 'parent', state: 'CA', studentIds: [otherStudent] })).email;
});
afterAll(() => t?.close());

async function as(who?: string): Promise<string | undefined> {
  if (!who) return undefined;
  if (!cookies.has(who)) cookies.set(who, await t.signIn(who));
  return cookies.get(who);
}
const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who?: string,
  payload?: Record<string, unknown>,
) => t.request({ method, url, cookie: await as(who), ...(payload ? { payload } : {}) });

const PLAN = {
  title: 'Night loop on quiet streets',
  targetMinutes: 45,
  conditions: ['night', 'residential'],
  skills: [],
  routeNotes: 'Oak St → Elm St',
  instructions: 'Low beams; scan intersections.',
  plannedFor: '2026-12-05',
};

async function createPlan(who: string, extra: Record<string, unknown> = {}): Promise<Plan> {
  return expectOk<{ plan: Plan }>(await call('POST', '/api/plans', who, { ...PLAN, ...extra }), 201).plan;
}

describe('POST /api/plans', () => {
  it('answers 401 signed out', async () => {
    expectError(await call('POST', '/api/plans', undefined, PLAN), 401, 'unauthenticated');
  });

  it.each(['student', 'admin', 'state'])('refuses %s (not a planner)', async (who) => {
    expectError(await call('POST', '/api/plans', who, PLAN), 403, 'forbidden');
  });

  it('creates a plan for a student of the teacher’s school, with a 256-bit link', async () => {
    const plan = await createPlan('teacher', { studentId: jamie });
    expect(plan).toMatchObject({
      ...PLAN,
      studentId: jamie,
      studentName: 'Jamie Parker',
      ownerName: 'Tara Nguyen',
      organizationId: 'demo-school-sacramento',
      revokedAt: null,
    });
    expect(plan.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'drivePlan')
      .where('entityId', '=', plan.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('keeps skills of the skills tree', async () => {
    expect(
      (await createPlan('teacher', { studentId: jamie, skills: ['parallel-parking', 'hill-parking'] })).skills,
    ).toEqual(['parallel-parking', 'hill-parking']);
  });

  it('lets a parent plan for a linked student, or for nobody in particular', async () => {
    expect((await createPlan('parent', { studentId: jamie })).organizationId).toBe('demo-school-sacramento');
    const free = await createPlan('parent', { studentId: null, plannedFor: null });
    expect(free).toMatchObject({ studentId: null, organizationId: null, plannedFor: null });
  });

  it('answers 404 for a student of another school or not linked (existence is private)', async () => {
    expectError(await call('POST', '/api/plans', 'teacher', { ...PLAN, studentId: otherStudent }), 404, 'not-found');
    expectError(await call('POST', '/api/plans', 'parent', { ...PLAN, studentId: noah }), 404, 'not-found');
    expectError(await call('POST', '/api/plans', otherParent, { ...PLAN, studentId: jamie }), 404, 'not-found');
    expectError(
      await call('POST', '/api/plans', 'teacher', { ...PLAN, studentId: 'no-such-student' }),
      404,
      'not-found',
    );
  });

  it.each([
    ['a missing title', { title: '' }, 'title'],
    ['a too short duration', { targetMinutes: 2 }, 'targetMinutes'],
    ['an unknown condition', { conditions: ['moonlight'] }, 'conditions.0'],
    ['a malformed date', { plannedFor: '05/12/2026' }, 'plannedFor'],
    ['a skill not in the skills tree', { skills: ['moonwalking'] }, 'skills'],
  ])('refuses %s with 400', async (_what, change, field) => {
    const error = expectError(
      await call('POST', '/api/plans', 'teacher', { ...PLAN, ...change }),
      400,
      'validation-failed',
    );
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });
});

describe('the shared link', () => {
  it('shows the plan signed out with only the student’s first name, and dies when revoked', async () => {
    const plan = await createPlan('teacher', { studentId: jamie });
    const url = `/api/drive-plans/shared/${plan.shareToken}`;
    const open = await call('GET', url);
    const shared = expectOk<{ plan: SharedPlan }>(open).plan;
    expect(shared).toMatchObject({
      title: PLAN.title,
      targetMinutes: 45,
      conditions: ['night', 'residential'],
      plannedFor: '2026-12-05',
      studentFirstName: 'Jamie',
      authorName: 'Tara Nguyen',
      schoolName: 'Golden State Driving School',
    });
    expect(JSON.stringify(shared)).not.toContain('Parker');
    expect(JSON.stringify(shared)).not.toContain(jamie);
    expect(open.headers['cache-control']).toBe('no-store');

    const revoked = expectOk<{ plan: Plan }>(await call('POST', `/api/plans/${plan.id}/revoke`, 'teacher')).plan;
    expect(revoked.shareToken).toBeNull();
    expect(revoked.revokedAt).not.toBeNull();
    expectError(await call('GET', url), 404, 'not-found');

    // A new link works; the old one stays dead.
    const reshared = expectOk<{ plan: Plan }>(await call('POST', `/api/plans/${plan.id}/share`, 'teacher')).plan;
    expect(reshared.shareToken).not.toBe(plan.shareToken);
    expectOk(await call('GET', `/api/drive-plans/shared/${reshared.shareToken}`));
    expectError(await call('GET', url), 404, 'not-found');
    const actions = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', plan.id)
      .orderBy('createdAt')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'revoke-link', 'share-link']);
  });

  it('answers 404 for an unknown token and for an archived plan', async () => {
    expectError(await call('GET', '/api/drive-plans/shared/nope'), 404, 'not-found');
    const plan = await createPlan('parent', { studentId: jamie });
    expectOk(await call('DELETE', `/api/plans/${plan.id}`, 'parent'));
    expectError(await call('GET', `/api/drive-plans/shared/${plan.shareToken}`), 404, 'not-found');
  });
});

describe("the author's changes", () => {
  it('lets the author edit, and nobody else (404)', async () => {
    const plan = await createPlan('teacher', { studentId: jamie });
    const changed = expectOk<{ plan: Plan }>(
      await call('PATCH', `/api/plans/${plan.id}`, 'teacher', {
        title: 'Highway merge practice',
        conditions: ['highway'],
        studentId: noah,
      }),
    ).plan;
    expect(changed).toMatchObject({
      title: 'Highway merge practice',
      conditions: ['highway'],
      studentId: noah,
      instructions: PLAN.instructions,
    });
    for (const who of ['teacher2', 'owner', 'parent', otherTeacher]) {
      expectError(await call('PATCH', `/api/plans/${plan.id}`, who, { title: 'Mine now' }), 404, 'not-found');
      expectError(await call('POST', `/api/plans/${plan.id}/revoke`, who), 404, 'not-found');
      expectError(await call('DELETE', `/api/plans/${plan.id}`, who), 404, 'not-found');
    }
    expectError(await call('PATCH', `/api/plans/${plan.id}`, 'student', { title: 'Mine now' }), 403, 'forbidden');
  });

  it('refuses moving a plan to a student the author may not plan for, and bad input', async () => {
    const plan = await createPlan('teacher', { studentId: jamie });
    expectError(await call('PATCH', `/api/plans/${plan.id}`, 'teacher', { studentId: otherStudent }), 404, 'not-found');
    expectError(
      await call('PATCH', `/api/plans/${plan.id}`, 'teacher', { targetMinutes: 'long' }),
      400,
      'validation-failed',
    );
  });

  it('archives: the plan leaves the lists', async () => {
    const plan = await createPlan('teacher', { studentId: jamie });
    expectOk(await call('DELETE', `/api/plans/${plan.id}`, 'teacher'));
    const mine = expectOk<{ plans: Plan[] }>(await call('GET', '/api/plans', 'teacher')).plans;
    expect(mine.map((p) => p.id)).not.toContain(plan.id);
    expectError(await call('DELETE', `/api/plans/${plan.id}`, 'teacher'), 404, 'not-found');
  });
});

describe('lists', () => {
  it('GET /api/plans lists only my own plans, with their links', async () => {
    const mine = await createPlan('teacher2', { studentId: noah });
    const plans = expectOk<{ plans: Plan[] }>(await call('GET', '/api/plans', 'teacher2')).plans;
    expect(plans.map((p) => p.id)).toEqual([mine.id]);
    expect(plans[0]!.shareToken).toBe(mine.shareToken);
    expectError(await call('GET', '/api/plans'), 401, 'unauthenticated');
    expectError(await call('GET', '/api/plans', 'student'), 403, 'forbidden');
  });

  it("GET /api/students/:id/plans shows a student's plans to them, linked parents and school staff, without others' links", async () => {
    const plan = await createPlan('teacher', { studentId: jamie, title: 'Roundabouts' });
    for (const who of ['student', 'parent', 'teacher', 'teacher2', 'owner', 'orgadmin']) {
      const plans = expectOk<{ plans: Plan[] }>(await call('GET', `/api/students/${jamie}/plans`, who)).plans;
      const found = plans.find((p) => p.id === plan.id);
      expect(found?.title, who).toBe('Roundabouts');
      expect(found?.shareToken, who).toBe(who === 'teacher' ? plan.shareToken : null);
    }
    for (const who of ['student2', otherTeacher, otherParent, 'parent2'])
      expectError(await call('GET', `/api/students/${jamie}/plans`, who), 404, 'not-found');
    expectError(await call('GET', `/api/students/${jamie}/plans`, 'admin'), 403, 'forbidden');
    expectError(await call('GET', `/api/students/${jamie}/plans`), 401, 'unauthenticated');
  });
});

describe('GET /api/plans/suggestions', () => {
  const url = (id: string) => `/api/plans/suggestions?studentId=${encodeURIComponent(id)}`;

  it('builds suggestions from what the student lacks: night, then the total', async () => {
    const { suggestions } = expectOk<{ suggestions: Suggestion[] }>(await call('GET', url(noah), 'teacher'));
    // California: 50 hours, 10 at night; Noah has driven nothing yet.
    expect(suggestions.map((s) => s.kind)).toEqual(['night', 'skills', 'total']);
    expect(suggestions[0]).toMatchObject({ missingMinutes: 600, targetMinutes: 60, conditions: ['night'] });
    // No skill started yet: the tree's first skill, which has no prerequisites.
    expect(suggestions[1]!.skills).toContain('mirrors-and-seat');
    expect(suggestions[2]).toMatchObject({ missingMinutes: 3000 });
  });

  it('suggests road types never driven once there is approved practice, and counts the state’s weather rule', async () => {
    const paSchool = await createSchool(t.app, { state: 'PA' });
    const paStudent = await createPerson(t.app, { role: 'student', organizationId: paSchool, state: 'PA' });
    const paTeacher = await createPerson(t.app, { role: 'teacher', organizationId: paSchool, state: 'PA' });
    const drive = driveBody(paStudent.id, {
      supervisor: { type: 'teacher', userId: paTeacher.id },
      weather: ['rain'],
      roadTypes: ['highway', 'residential'],
    });
    expectOk(await call('POST', '/api/drive-logs', paTeacher.email, drive as unknown as Record<string, unknown>), 201);
    expectOk(
      await call('POST', '/api/drive-logs/review', paTeacher.email, { driveIds: [drive.id], decision: 'approve' }),
    );
    const { suggestions } = expectOk<{ suggestions: Suggestion[] }>(
      await call('GET', url(paStudent.id), paTeacher.email),
    );
    const weather = suggestions.find((s) => s.kind === 'weather');
    expect(weather).toMatchObject({ state: 'PA', missingMinutes: 5 * 60 - 60, conditions: ['rain'] });
    const roads = suggestions.filter((s) => s.kind === 'road-type').map((s) => s.conditions[0]);
    expect(roads).not.toContain('highway');
    expect(roads).toContain('urban');
  });

  it('answers 404 for another school’s student, 403 for non-planners, 400 without a student', async () => {
    expectError(await call('GET', url(otherStudent), 'teacher'), 404, 'not-found');
    expectError(await call('GET', url(jamie), otherParent), 404, 'not-found');
    expectError(await call('GET', url(jamie), 'student'), 403, 'forbidden');
    expectError(await call('GET', '/api/plans/suggestions', 'teacher'), 400, 'validation-failed');
    expectError(await call('GET', url(jamie)), 401, 'unauthenticated');
  });
});
