import { sql } from 'kysely';
import type { Suggestion } from '../../../shared/api/plans.js';
import { WEATHER } from '../../../shared/api/drive-logs.js';
import type { Db } from './repository.js';
import type { StudentContext } from '../students/load-student.js';
import { studentProgress } from '../drive-logs/progress.js';
import { buildSuggestions } from './suggestions.js';
import { unmasteredSkills } from './unmastered-skills.js';

const ADVERSE = WEATHER.filter((w) => w !== 'clear');

/** Approved minutes in bad weather and in busy traffic, each drive counted once. */
async function categoryMinutes(db: Db, studentId: string): Promise<{ adverse: number; busy: number }> {
  const { rows } = await sql<{ adverse: number; busy: number }>`
    select
      coalesce(sum("durationMinutes") filter (where exists (
        select 1 from jsonb_array_elements_text(weather) w where w.value in (${sql.join(ADVERSE)})
      )), 0)::int as adverse,
      coalesce(sum("durationMinutes") filter (where traffic in ('moderate', 'heavy')), 0)::int as busy
    from "driveLog"
    where "studentId" = ${studentId} and status = 'approved' and "archivedAt" is null
  `.execute(db);
  return rows[0] ?? { adverse: 0, busy: 0 };
}

/** Plan ideas for a student from their progress, their state's category rules and unmastered skills. */
export async function planSuggestions(db: Db, student: StudentContext): Promise<Suggestion[]> {
  const [progress, minutes, skills] = await Promise.all([
    studentProgress(db, student.id, student.state),
    categoryMinutes(db, student.id),
    unmasteredSkills(db, student.id),
  ]);
  return buildSuggestions({
    progress,
    adverseWeatherMinutes: minutes.adverse,
    busyTrafficMinutes: minutes.busy,
    unmasteredSkills: skills,
  });
}
