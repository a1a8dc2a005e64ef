import { sql, type Kysely } from 'kysely';
import type { StateSchool, StateSchoolsResponse } from '../../../shared/api/state-dashboard.js';
import type { Database } from '../../db/schema.js';
import { containsPattern } from './scope.js';

type Db = Kysely<Database>;

/**
 * The per-school comparison (docs/product/state-admin.md): figures from the per-school summaries,
 * the median approved minutes from the schools' student rows. One page, or every school (`page` null).
 */
export async function findStateSchools(
  db: Db,
  state: string,
  filter: { q?: string | undefined },
  page: { page: number; pageSize: number } | null,
): Promise<StateSchool[]> {
  let query = db
    .selectFrom('organization as o')
    .leftJoin('organizationSummary as s', 's.organizationId', 'o.id')
    .select([
      'o.id',
      'o.name',
      'o.cityCounty',
      'o.status',
      sql<number>`coalesce(s.students, 0)`.as('students'),
      sql<number>`coalesce(s.met, 0)`.as('metRequirement'),
      sql<number>`coalesce(s."pendingDrives", 0)`.as('pendingDrives'),
      sql<number>`coalesce(s.drives, 0)`.as('drives'),
      sql<number>`coalesce(s."liveDrives", 0)`.as('liveDrives'),
    ])
    .where('o.state', '=', state)
    .orderBy('o.name')
    .orderBy('o.id');
  if (filter.q) query = query.where('o.name', 'ilike', containsPattern(filter.q));
  if (page) query = query.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const medians = await db
    .selectFrom('studentSummary')
    .select([
      'organizationId',
      sql<number>`percentile_cont(0.5) within group (order by "approvedMinutes")`.as('median'),
    ])
    // A page reads its schools' rows through the (school, name) index; every school: the state's rows.
    .$if(page === null, (q) => q.where('state', '=', state))
    .$if(page !== null, (q) =>
      q.where(
        'organizationId',
        'in',
        rows.map((r) => r.id),
      ),
    )
    .groupBy('organizationId')
    .execute();
  const median = new Map(medians.map((m) => [m.organizationId, Number(m.median)]));
  return rows.map(({ liveDrives, ...r }) => ({
    ...r,
    medianApprovedMinutes: Math.round(median.get(r.id) ?? 0),
    metShare: r.students ? r.metRequirement / r.students : 0,
    liveShare: r.drives ? liveDrives / r.drives : 0,
  }));
}

export async function stateSchools(
  db: Db,
  state: string,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<StateSchoolsResponse> {
  let count = db
    .selectFrom('organization')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', '=', state);
  if (query.q) count = count.where('name', 'ilike', containsPattern(query.q));
  const [row, schools] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    findStateSchools(db, state, query, query),
  ]);
  return { total: Number(row.n), page: query.page, pageSize: query.pageSize, schools };
}
