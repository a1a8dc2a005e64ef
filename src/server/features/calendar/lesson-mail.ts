/**
 * Lesson e-mails (docs/product/data-and-notifications.md#e-mail-kinds): booked, moved (or otherwise changed) and cancelled, to the student
 * and every linked parent, each in their own language with the times in the lesson's zone.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { baseLanguage } from '../../../shared/languages.js';
import type { Role } from '../../../shared/roles.js';
import type { MailKind } from '../../mail/templates.js';
import type { LessonWithNames } from './repository.js';

export type LessonMailKind = Extract<MailKind, 'lesson-booked' | 'lesson-moved' | 'lesson-cancelled'>;

/** "Tuesday, March 3, 2026, 4:00 – 5:00 PM PST" in `lng` and the lesson's zone. */
export function formatLessonWhen(
  startsAt: Date | string,
  endsAt: Date | string,
  timeZone: string,
  lng: string,
): string {
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  let f: Intl.DateTimeFormat;
  try {
    f = new Intl.DateTimeFormat(lng, options);
  } catch {
    f = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
  }
  return f.formatRange(new Date(startsAt), new Date(endsAt));
}

interface Recipient {
  email: string;
  preferredLanguage: string | null;
  role: Role | null;
}

/** The student and the parents linked to them (disabled accounts left out). */
async function recipientsOf(app: FastifyInstance, studentId: string): Promise<Recipient[]> {
  return app.db
    .selectFrom('user')
    .select(['email', 'preferredLanguage', 'role'])
    .where((eb) =>
      eb.or([
        eb('id', '=', studentId),
        eb.and([eb('role', '=', 'parent'), sql<boolean>`coalesce("studentIds", '[]'::jsonb) ? ${studentId}`]),
      ]),
    )
    .where(sql<boolean>`coalesce(status, 'active') <> 'disabled'`)
    .execute();
}

/** Sends `kind` about `lesson`; `previous` is the lesson before a move, for the old time. */
export async function sendLessonMail(
  app: FastifyInstance,
  kind: LessonMailKind,
  lesson: LessonWithNames,
  previous?: LessonWithNames,
): Promise<void> {
  const recipients = await recipientsOf(app, lesson.studentId);
  for (const r of recipients) {
    const lng = baseLanguage(r.preferredLanguage);
    const link =
      r.role === 'parent'
        ? `${app.config.baseUrl}/student/${encodeURIComponent(lesson.studentId)}`
        : `${app.config.baseUrl}/user`;
    await app.mailer.send({
      kind,
      to: r.email,
      language: lng,
      link,
      vars: {
        student: lesson.studentName,
        teacher: lesson.teacherName,
        when: formatLessonWhen(lesson.startsAt, lesson.endsAt, lesson.timeZone, lng),
        previous: previous ? formatLessonWhen(previous.startsAt, previous.endsAt, previous.timeZone, lng) : '',
        place: lesson.pickupPlace || '—',
        reason: lesson.cancelReason ?? '',
      },
    });
  }
}
