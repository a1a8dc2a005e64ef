import { sql, type Kysely } from 'kysely';
import type { StudentSupervisors } from '../../../shared/api/drive-logs.js';
import { SCHOOL_STAFF } from '../../../shared/roles.js';
import type { Database } from '../../db/schema.js';
import type { StudentContext } from '../students/load-student.js';

/**
 * Who may supervise the student's drives (the same people resolveSupervisor accepts): parents
 * linked to the student and the staff of the student's school. Disabled accounts are left out.
 */
export async function studentSupervisors(db: Kysely<Database>, student: StudentContext): Promise<StudentSupervisors> {
  const active = sql<boolean>`coalesce(status, 'active') <> 'disabled'`;
  const [parents, teachers] = await Promise.all([
    db
      .selectFrom('user')
      .select(['id', 'name'])
      .where('role', '=', 'parent')
      .where(sql<boolean>`coalesce("studentIds", '[]'::jsonb) ? ${student.id}`)
      .where(active)
      .orderBy('name')
      .execute(),
    student.organizationId
      ? db
          .selectFrom('user')
          .select(['id', 'name'])
          .where('organizationId', '=', student.organizationId)
          .where('role', 'in', SCHOOL_STAFF)
          .where(active)
          .orderBy('name')
          .execute()
      : Promise.resolve([]),
  ]);
  return { parents, teachers };
}
