/**
 * The summary tables behind the state dashboard (migration 011, docs/decisions/018-state-summaries.md)
 * never disagree with the drives: after random writes, reviews, amendments, archiving and restoring,
 * students moving school or state, schools changing state, role changes and deletions, they equal
 * a recomputation from scratch.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { summariesAndRecomputation } from '../helpers/state-summaries.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A small deterministic random source (so a failure can be replayed). */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

async function insertDrive(studentId: string, r: ReturnType<typeof random>) {
  const start = new Date(Date.now() - r.int(200) * 86_400_000 - r.int(86_400_000));
  const minutes = 10 + r.int(120);
  const id = crypto.randomUUID();
  await t.db
    .insertInto('driveLog')
    .values({
      id,
      studentId,
      organizationId: null,
      supervisorType: 'other',
      supervisorName: 'Alex Doe',
      startedAt: start,
      endedAt: new Date(start.getTime() + minutes * 60_000),
      timeZone: 'UTC',
      durationMinutes: minutes,
      nightMinutes: r.int(minutes),
      nightMinutesComputed: 0,
      weather: '[]',
      roadTypes: '[]',
      skills: '[]',
      notes: '',
      startLabel: '',
      endLabel: '',
      source: r.pick(['live', 'manual', 'import'] as const),
      status: r.pick(['submitted', 'approved', 'approved', 'rejected'] as const),
      createdBy: studentId,
      updatedAt: new Date(),
    })
    .execute();
  return id;
}

describe('state summaries', () => {
  it('equal a recomputation after random changes of every kind', async () => {
    const r = random(20261128);
    const schools = [
      DEMO_SCHOOL_ID,
      await createSchool(t.app, { state: 'CA' }),
      await createSchool(t.app, { state: 'TX' }),
      await createSchool(t.app, { state: 'NY' }),
    ];
    const students: string[] = [];
    for (let i = 0; i < 12; i++) {
      const state = r.pick(['CA', 'TX', null, 'NY', 'WY'] as const);
      students.push(
        (await createPerson(t.app, { role: 'student', organizationId: r.pick(schools), state: state ?? undefined })).id,
      );
    }
    students.push(await t.userId('student'), await t.userId('student2'));
    // The school-less student counts nowhere until they join one.
    students.push((await createPerson(t.app, { role: 'student', state: 'CA' })).id);
    const drives: string[] = [];
    for (let i = 0; i < 60; i++) drives.push(await insertDrive(r.pick(students), r));

    for (let step = 0; step < 160; step++) {
      const live = drives.filter((d) => d);
      const drive = r.pick(live);
      switch (r.int(12)) {
        case 0:
        case 1:
          drives.push(await insertDrive(r.pick(students), r));
          break;
        case 2: // review
          await t.db
            .updateTable('driveLog')
            .set({ status: r.pick(['approved', 'rejected', 'submitted'] as const), reviewedAt: new Date() })
            .where('id', '=', drive)
            .execute();
          break;
        case 3: {
          // an amendment, approved: its changes land on the drive
          await t.db
            .insertInto('driveAmendment')
            .values({
              id: crypto.randomUUID(),
              driveId: drive,
              proposedBy: 'test',
              changes: JSON.stringify({}),
              reason: 'fix',
              status: 'approved',
            })
            .execute();
          const minutes = 5 + r.int(150);
          const shift = r.int(20) - 10;
          await sql`update "driveLog" set "durationMinutes" = ${minutes}, "nightMinutes" = ${r.int(minutes)},
            "startedAt" = "startedAt" + make_interval(days => ${shift}),
            "endedAt" = "startedAt" + make_interval(days => ${shift}) + make_interval(mins => ${minutes})
            where id = ${drive}`.execute(t.db);
          break;
        }
        case 4: // archive or restore
          await sql`update "driveLog" set "archivedAt" = case when "archivedAt" is null then now() end where id = ${drive}`.execute(
            t.db,
          );
          break;
        case 5:
          await t.db.deleteFrom('driveLog').where('id', '=', drive).execute();
          drives[drives.indexOf(drive)] = '';
          break;
        case 6: // a student moves school (or leaves it)
          await t.db
            .updateTable('user')
            .set({ organizationId: r.int(5) === 0 ? null : r.pick(schools) })
            .where('id', '=', r.pick(students))
            .execute();
          break;
        case 7: // own state, name and e-mail
          await t.db
            .updateTable('user')
            .set({ state: r.pick(['CA', 'TX', 'NY', null]), name: `Renamed ${step}` })
            .where('id', '=', r.pick(students))
            .execute();
          break;
        case 8: // a school changes state
          await t.db
            .updateTable('organization')
            .set({ state: r.pick(['CA', 'TX', 'NY', 'WY']) })
            .where('id', '=', r.pick(schools.slice(1)))
            .execute();
          break;
        case 9: {
          // a role change away from student and back
          const who = r.pick(students);
          await t.db.updateTable('user').set({ role: 'parent' }).where('id', '=', who).execute();
          if (r.int(2)) await t.db.updateTable('user').set({ role: 'student' }).where('id', '=', who).execute();
          break;
        }
        case 10: {
          // moving a drive to another student
          await t.db
            .updateTable('driveLog')
            .set({ studentId: r.pick(students) })
            .where('id', '=', drive)
            .execute();
          break;
        }
        default: // the rule changing: a student graded again
          await t.db
            .updateTable('user')
            .set({ state: r.pick(['PA', 'CA']) })
            .where('id', '=', r.pick(students))
            .execute();
      }
    }

    const { kept, recomputed } = await summariesAndRecomputation(t.db);
    expect(kept.students.length).toBeGreaterThan(5);
    expect(kept.weeks.length).toBeGreaterThan(5);
    expect(kept).toEqual(recomputed);
  });

  it('deleting a student with drives works and takes their figures out', async () => {
    const school = await createSchool(t.app, { state: 'CA' });
    const student = await createPerson(t.app, { role: 'student', organizationId: school, state: 'CA' });
    const r = random(7);
    for (let i = 0; i < 5; i++) await insertDrive(student.id, r);
    await t.db.deleteFrom('user').where('id', '=', student.id).execute();
    const left = await t.db.selectFrom('driveLog').select('id').where('studentId', '=', student.id).execute();
    expect(left).toEqual([]);
    const { kept, recomputed } = await summariesAndRecomputation(t.db);
    expect(kept).toEqual(recomputed);
  });

  it('deleting a school leaves its students counted nowhere', async () => {
    const school = await createSchool(t.app, { state: 'TX' });
    const student = await createPerson(t.app, { role: 'student', organizationId: school, state: 'TX' });
    await insertDrive(student.id, random(9));
    await t.db.deleteFrom('organization').where('id', '=', school).execute();
    const { kept, recomputed } = await summariesAndRecomputation(t.db);
    expect(kept).toEqual(recomputed);
  });
});
