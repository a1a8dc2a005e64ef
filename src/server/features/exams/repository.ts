/** SQL for exam attempts. */
import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ExamAttemptTable } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import type { StoredQuestion } from './scoring.js';

export type AttemptRow = Selectable<ExamAttemptTable>;
type Db = Kysely<Database>;

/** 144 random bits: the id is the only key an anonymous visitor holds. */
export const newAttemptId = () => crypto.randomBytes(18).toString('base64url');
/** Opaque per-attempt choice ids, so neither position nor id says which choice is right. */
export const newChoiceId = () => crypto.randomBytes(6).toString('base64url');

/**
 * The attempt if the caller may use it: their own, or an anonymous one (whoever holds its
 * unguessable id). Anything else answers 404, like a missing attempt. Also reads the database
 * clock, so time limits hold across app processes.
 */
export async function findUsableAttempt(
  db: Db,
  id: string,
  userId: string | null,
): Promise<{ row: AttemptRow; now: Date }> {
  const found = await db
    .selectFrom('examAttempt')
    .selectAll()
    .select(sql<Date>`now()`.as('dbNow'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found || (found.userId !== null && found.userId !== userId)) throw notFound('Attempt');
  const { dbNow, ...row } = found;
  return { row, now: new Date(dbNow) };
}

export function storedQuestions(row: AttemptRow): StoredQuestion[] {
  return row.questions as StoredQuestion[];
}

export function storedAnswers(row: AttemptRow): Map<string, string> {
  const answers = (row.answers ?? {}) as Record<string, { choiceId: string }>;
  return new Map(Object.entries(answers).map(([q, a]) => [q, a.choiceId]));
}
