/** The demo teacher's week (seed.ts): a few lessons around today, in the school's time zone. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LessonTable } from '../../db/schema.js';

const ZONE = 'America/Los_Angeles';
const DAY = 86_400_000;

/** `hour`:00 in Sacramento on the day `dayOffset` days from today. */
export function schoolTime(dayOffset: number, hour: number, now = new Date()): Date {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(now.getTime() + dayOffset * DAY));
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  // The zone's offset at that wall time ("GMT-07:00"), read back from Intl.
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
      .formatToParts(new Date(wall))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const offsetMs = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
  return new Date(wall - offsetMs);
}

export async function seedDemoLessons(
  app: FastifyInstance,
  organizationId: string,
  ids: Map<string, string>,
): Promise<void> {
  const teacher = ids.get('teacher');
  if (!teacher) return;
  const plan: {
    day: number;
    hour: number;
    student: string;
    place: string;
    status: LessonTable['status'];
    teacher?: string;
  }[] = [
    { day: -1, hour: 16, student: 'student', place: 'Parker home, 24 Elm St', status: 'completed' },
    { day: 0, hour: 15, student: 'student2', place: 'Capitol High School, east gate', status: 'scheduled' },
    { day: 0, hour: 17, student: 'student3', place: 'Sacramento Public Library', status: 'scheduled' },
    { day: 1, hour: 16, student: 'student', place: 'Parker home, 24 Elm St', status: 'scheduled' },
    { day: 2, hour: 10, student: 'student3', place: 'Driving school office', status: 'scheduled' },
    {
      day: 3,
      hour: 16,
      student: 'student2',
      place: 'Capitol High School, east gate',
      status: 'scheduled',
      teacher: 'teacher2',
    },
  ];
  const now = new Date();
  for (const p of plan) {
    const studentId = ids.get(p.student);
    const teacherId = p.teacher ? ids.get(p.teacher) : teacher;
    if (!studentId || !teacherId) continue;
    const startsAt = schoolTime(p.day, p.hour, now);
    await app.db
      .insertInto('lesson')
      .values({
        id: crypto.randomUUID(),
        organizationId,
        teacherId,
        studentId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        timeZone: ZONE,
        pickupPlace: p.place,
        notes: '',
        status: p.status,
        createdBy: teacher,
        updatedAt: now,
      })
      .execute();
  }
}
