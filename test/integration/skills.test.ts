/**
 * Skills tree (docs/product/skills.md): the public tree, a student's levels with history, levels set by hand
 * (linked parents and school staff; never the student; audited), and approved drives moving the
 * skills they practised to at least "practising" in the approval's own transaction.
 * Fixtures: the demo school, and a second CA school with its own teacher and student.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetSkillLevelResult, SkillsTree, StudentSkills } from '../../src/shared/api/skills.js';
import { readTextsFile } from '../../src/server/features/skills/tree.js';
import { driveApi, type DriveApi } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: DriveApi;
const id: Record<string, string> = {};
let otherTeacher: string;
let otherStudent: string;

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  for (const key of ['student', 'student2', 'student3', 'parent', 'teacher', 'owner']) id[key] = await t.userId(key);
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  otherStudent = (await createPerson(t.app, { role: 'student', organizationId: otherSchool, state: 'CA' })).id;
});
afterAll(() => t?.close());

const skillsUrl = (studentId: string) => `/api/students/${encodeURIComponent(studentId)}/skills`;
const getSkills = (who: string | null, studentId: string) => api.get(who, skillsUrl(studentId));
const put = async (who: string | null, studentId: string, skillId: string, payload: unknown) =>
  t.request({
    method: 'PUT',
    url: `${skillsUrl(studentId)}/${encodeURIComponent(skillId)}`,
    cookie: await api.cookie(who),
    payload: payload as object,
  });
const skillsOf = async (who: string, studentId: string) => expectOk<StudentSkills>(await getSkills(who, studentId));
const levelOf = async (studentId: string, skillId: string) =>
  (await skillsOf('teacher', studentId)).levels.find((l) => l.skillId === skillId)?.level ?? 'not-started';
const skillAudit = (studentId: string) =>
  t.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entity', '=', 'skillLevel')
    .where('entityId', '=', studentId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();

describe('GET /api/skills (public)', () => {
  it('answers anyone with the whole tree in English', async () => {
    const tree = expectOk<SkillsTree>(await api.get(null, '/api/skills'));
    expect(tree.language).toBe('en');
    expect(tree.fallback).toBe(false);
    expect(tree.tiers).toHaveLength(9);
    expect(tree.skills.length).toBeGreaterThanOrEqual(35);
    const parallel = tree.skills.find((s) => s.id === 'parallel-parking')!;
    expect(parallel).toMatchObject({ tier: 'parking-manoeuvres', name: 'Parallel parking', fallback: false });
    expect(parallel.prerequisites).toContain('reversing-straight');
    expect(parallel.tips.length).toBeGreaterThan(0);
  });

  it('gives another language its texts, flagging those that fell back to English', async () => {
    const tree = expectOk<SkillsTree>(await api.get(null, '/api/skills?language=es-MX'));
    expect(tree.language).toBe('es');
    const texts = readTextsFile('es');
    for (const s of tree.skills) {
      expect(s.fallback, s.id).toBe(!texts?.skills[s.id]);
      if (texts?.skills[s.id]) expect(s.name).toBe(texts.skills[s.id]!.name);
    }
    expect(tree.fallback).toBe(
      tree.skills.some((s) => s.fallback) || tree.tiers.some((tier) => !texts?.tiers[tier.id]),
    );
  });

  it('refuses a malformed language with 400', async () => {
    expectError(await api.get(null, `/api/skills?language=${'x'.repeat(40)}`), 400, 'validation-failed');
  });
});

describe('GET /api/students/:id/skills', () => {
  it('refuses a signed-out caller with 401', async () => {
    expectError(await getSkills(null, id.student!), 401, 'unauthenticated');
  });

  it.each([
    ['an unlinked parent', 'parent2'],
    ['another student', 'student2'],
  ])('answers %s 404 (existence is private)', async (_label, who) => {
    expectError(await getSkills(who, id.student!), 404, 'not-found');
  });

  it("answers another school's teacher 404, and ours 404 for that school's student", async () => {
    expectError(await getSkills(otherTeacher, id.student!), 404, 'not-found');
    expectError(await getSkills('teacher', otherStudent), 404, 'not-found');
    expectError(await put('teacher', otherStudent, 'parallel-parking', { level: 'mastered' }), 404, 'not-found');
    expect((await skillsOf(otherTeacher, otherStudent)).can.setLevel).toBe(true);
  });

  it('answers 404 for an unknown student and for a non-student id', async () => {
    expectError(await getSkills('teacher', 'no-such-student'), 404, 'not-found');
    expectError(await getSkills('admin', id.teacher ?? (await t.userId('teacher'))), 404, 'not-found');
  });

  it.each([
    ['student', false],
    ['parent', true],
    ['teacher', true],
    ['teacher2', true],
    ['owner', true],
    ['orgadmin', true],
    ['admin', false],
    ['state', false],
  ] as const)('shows %s the levels (may set: %s)', async (who, setLevel) => {
    const body = await skillsOf(who, id.student!);
    expect(body.studentId).toBe(id.student);
    expect(body.studentName).toBe('Jamie Parker');
    expect(body.can.setLevel).toBe(setLevel);
  });
});

describe('PUT /api/students/:id/skills/:skillId', () => {
  it('refuses a signed-out caller with 401', async () => {
    expectError(await put(null, id.student!, 'parallel-parking', { level: 'mastered' }), 401, 'unauthenticated');
  });

  it.each(['admin', 'state'])('refuses %s with 403 (not a supervisor)', async (who) => {
    expectError(await put(who, id.student!, 'parallel-parking', { level: 'mastered' }), 403, 'forbidden');
  });

  it('refuses students with 403: their own mastery and another student’s alike', async () => {
    expectError(await put('student', id.student!, 'parallel-parking', { level: 'mastered' }), 403, 'forbidden');
    expectError(await put('student2', id.student!, 'parallel-parking', { level: 'mastered' }), 403, 'forbidden');
    expect(await levelOf(id.student!, 'parallel-parking')).toBe('not-started');
  });

  it('answers an unlinked parent and another school’s teacher 404', async () => {
    expectError(await put('parent2', id.student!, 'parallel-parking', { level: 'mastered' }), 404, 'not-found');
    expectError(await put(otherTeacher, id.student!, 'parallel-parking', { level: 'mastered' }), 404, 'not-found');
  });

  it('refuses bad input with 400 and an unknown skill with 404', async () => {
    expectError(await put('teacher', id.student!, 'parallel-parking', { level: 'expert' }), 400, 'validation-failed');
    expectError(await put('teacher', id.student!, 'parallel-parking', {}), 400, 'validation-failed');
    expectError(
      await put('teacher', id.student!, 'parallel-parking', { level: 'mastered', reason: 'x'.repeat(501) }),
      400,
      'validation-failed',
    );
    expectError(await put('teacher', id.student!, 'no-such-skill', { level: 'mastered' }), 404, 'not-found');
  });

  it('lets a linked parent mark a skill mastered, with history and an audit row, naming open prerequisites', async () => {
    const result = expectOk<SetSkillLevelResult>(
      await put('parent', id.student!, 'parallel-parking', { level: 'mastered', reason: 'Parked perfectly downtown' }),
    );
    expect(result).toEqual({
      skillId: 'parallel-parking',
      level: 'mastered',
      changed: true,
      unmasteredPrerequisites: ['reversing-straight', 'signalling'],
    });
    const body = await skillsOf('student', id.student!);
    expect(body.levels.find((l) => l.skillId === 'parallel-parking')?.level).toBe('mastered');
    expect(body.history[0]).toMatchObject({
      skillId: 'parallel-parking',
      from: 'not-started',
      to: 'mastered',
      actorId: id.parent,
      actorName: 'Pat Parker',
      driveId: null,
      reason: 'Parked perfectly downtown',
    });
    const audit = await skillAudit(id.student!);
    expect(audit.at(-1)).toMatchObject({
      actorId: id.parent,
      action: 'skill-level',
      before: { skillId: 'parallel-parking', level: 'not-started' },
      after: { skillId: 'parallel-parking', level: 'mastered', reason: 'Parked perfectly downtown' },
    });
  });

  it('writes nothing when the level is already set', async () => {
    const before = (await skillsOf('teacher', id.student!)).history.length;
    const auditBefore = (await skillAudit(id.student!)).length;
    const result = expectOk<SetSkillLevelResult>(
      await put('teacher', id.student!, 'parallel-parking', { level: 'mastered' }),
    );
    expect(result.changed).toBe(false);
    expect((await skillsOf('teacher', id.student!)).history).toHaveLength(before);
    expect(await skillAudit(id.student!)).toHaveLength(auditBefore);
  });

  it('lets staff undo mastery (a lower level), audited', async () => {
    expectOk(
      await put('teacher', id.student!, 'parallel-parking', {
        level: 'practising',
        reason: 'Needs more work on tight spaces',
      }),
    );
    expect(await levelOf(id.student!, 'parallel-parking')).toBe('practising');
    const audit = await skillAudit(id.student!);
    expect(audit.at(-1)).toMatchObject({
      actorId: id.teacher,
      before: { level: 'mastered' },
      after: { level: 'practising' },
    });
    expectOk(await put('orgadmin', id.student!, 'parallel-parking', { level: 'not-started' }));
    const body = await skillsOf('parent', id.student!);
    // not-started is not listed as a level, but the history keeps every step.
    expect(body.levels.some((l) => l.skillId === 'parallel-parking')).toBe(false);
    expect(body.history.filter((e) => e.skillId === 'parallel-parking').map((e) => e.to)).toEqual([
      'not-started',
      'practising',
      'mastered',
    ]);
  });

  it('answers without prerequisites when they are mastered', async () => {
    expectOk(await put('teacher', id.student3!, 'mirrors-and-seat', { level: 'mastered' }));
    const result = expectOk<SetSkillLevelResult>(
      await put('teacher', id.student3!, 'vehicle-controls', { level: 'mastered' }),
    );
    expect(result.unmasteredPrerequisites).toEqual([]);
  });
});

describe('approved drives move practised skills to at least practising', () => {
  it('leaves levels alone while a drive waits, then raises them in the approval', async () => {
    expectOk(await put('parent', id.student2!, 'lane-changes', { level: 'introduced' }));
    expectOk(await put('parent', id.student2!, 'mirrors-and-seat', { level: 'mastered' }));
    const drive = await api.log('student2', id.student2!, {
      skills: ['lane-changes', 'highway-merging', 'mirrors-and-seat', 'not-a-skill'],
    });
    expect(await levelOf(id.student2!, 'highway-merging')).toBe('not-started');

    await api.review('teacher', [drive.id]);
    const body = await skillsOf('student2', id.student2!);
    const level = (s: string) => body.levels.find((l) => l.skillId === s)?.level;
    expect(level('lane-changes')).toBe('practising');
    expect(level('highway-merging')).toBe('practising');
    expect(level('mirrors-and-seat')).toBe('mastered');
    expect(level('not-a-skill')).toBeUndefined();

    const fromDrive = body.history.filter((e) => e.driveId === drive.id);
    expect(fromDrive.map((e) => [e.skillId, e.from, e.to]).sort()).toEqual([
      ['highway-merging', 'not-started', 'practising'],
      ['lane-changes', 'introduced', 'practising'],
      ['mirrors-and-seat', 'mastered', 'mastered'],
    ]);
    for (const e of fromDrive)
      expect(e).toMatchObject({ actorId: id.teacher, actorName: 'Tara Nguyen', driveStartedAt: drive.startedAt });
  });

  it('a rejected drive changes nothing', async () => {
    const drive = await api.log('student2', id.student2!, { skills: ['roundabouts'] });
    await api.review('parent', [drive.id], 'reject', 'That was not a roundabout');
    expect(await levelOf(id.student2!, 'roundabouts')).toBe('not-started');
    expect((await skillsOf('parent', id.student2!)).history.some((e) => e.driveId === drive.id)).toBe(false);
  });

  it('an approved amendment that adds a skill records it once; kept skills are not recorded twice', async () => {
    const drive = await api.log('student2', id.student2!, { skills: ['three-point-turn'] });
    await api.review('parent', [drive.id]);
    const proposed = expectOk<{ amendmentId: string }>(
      await api.post('student2', `/api/drive-logs/${drive.id}/amendments`, {
        changes: { skills: ['three-point-turn', 'hill-parking'] },
        reason: 'Forgot the hill',
      }),
      201,
    );
    expect(await levelOf(id.student2!, 'hill-parking')).toBe('not-started');
    expectOk(
      await api.post('parent', `/api/drive-logs/${drive.id}/amendments/${proposed.amendmentId}/review`, {
        decision: 'approve',
      }),
    );
    expect(await levelOf(id.student2!, 'hill-parking')).toBe('practising');
    const events = (await skillsOf('parent', id.student2!)).history.filter((e) => e.driveId === drive.id);
    expect(events.map((e) => e.skillId).sort()).toEqual(['hill-parking', 'three-point-turn']);
  });

  it('batch approval across students records each student’s own skills', async () => {
    const a = await api.log('student', id.student!, { skills: ['right-turns'] });
    const b = await api.log('student3', id.student3!, { skills: ['left-turns', 'right-turns'] });
    await api.review('owner', [a.id, b.id]);
    expect(await levelOf(id.student!, 'right-turns')).toBe('practising');
    expect(await levelOf(id.student!, 'left-turns')).toBe('not-started');
    expect(await levelOf(id.student3!, 'left-turns')).toBe('practising');
    expect(await levelOf(id.student3!, 'right-turns')).toBe('practising');
  });
});
