import { sql, type Kysely } from 'kysely';
import type { StateStudent, StateStudentsResponse } from '../../../shared/api/state-dashboard.js';
import type { ProgressBand } from '../../../shared/api/state-dashboard.js';
import type { Database } from '../../db/schema.js';
import { BAND_VALUES, bandOf, containsPattern } from './scope.js';

type Db = Kysely<Database>;

export interface StudentFilter {
  q?: string | undefined;
  school?: string | undefined;
  band?: ProgressBand | undefined;
}

function filtered(db: Db, state: string, filter: StudentFilter) {
  let query = db.selectFrom('studentSummary as s').where('s.state', '=', state);
  if (filter.school) query = query.where('s.organizationId', '=', filter.school);
  if (filter.band) {
    const value = BAND_VALUES[filter.band];
    query = value === null ? query.where('s.band', 'is', null) : query.where('s.band', '=', value);
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.email', 'ilike', pattern)]));
  }
  return query;
}

/**
 * How many students match: read from the per-school summaries unless a search needs the rows
 * (docs/decisions/018-state-summaries.md).
 */
async function countStudents(db: Db, state: string, filter: StudentFilter): Promise<number> {
  if (filter.q) {
    const row = await filtered(db, state, filter)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const column = filter.band
    ? {
        '0-25': 'band0',
        '25-50': 'band1',
        '50-75': 'band2',
        '75-100': 'band3',
        met: 'met',
        'no-rule': 'noRule',
      }[filter.band]
    : 'students';
  let query = db
    .selectFrom('organizationSummary as os')
    .innerJoin('organization as o', 'o.id', 'os.organizationId')
    .select(sql<string>`coalesce(sum(${sql.ref(`os.${column}`)}), 0)`.as('n'))
    .where('o.state', '=', state);
  if (filter.school) query = query.where('os.organizationId', '=', filter.school);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the state's students (all of them when `page` is null: the CSV export), by name. */
export async function findStateStudents(
  db: Db,
  state: string,
  filter: StudentFilter,
  page: { page: number; pageSize: number } | null,
): Promise<StateStudent[]> {
  // The page is cut from the index alone (ids in name order), then its 25 rows are read and
  // joined: a deep page skips index entries, not joined rows.
  let cut = filtered(db, state, filter).select(['s.studentId as pageId']).orderBy('s.name').orderBy('s.studentId');
  if (page) cut = cut.limit(page.pageSize).offset((page.page - 1) * page.pageSize);
  const query = db
    .selectFrom(cut.as('p'))
    .innerJoin('studentSummary as s', 's.studentId', 'p.pageId')
    .leftJoin('organization as o', 'o.id', 's.organizationId')
    .leftJoin('stateRule as r', 'r.code', 's.ruleState')
    .select([
      's.studentId as id',
      's.name',
      's.email',
      's.organizationId as schoolId',
      'o.name as schoolName',
      's.approvedMinutes',
      's.nightMinutes',
      's.loggedMinutes',
      's.drives',
      'r.minutes as requiredMinutes',
      'r.nightMinutes as requiredNightMinutes',
      's.band',
    ])
    .orderBy('s.name')
    .orderBy('s.studentId');
  const rows = await query.execute();
  return rows.map(({ band, ...row }) => ({ ...row, band: bandOf(band) }));
}

export async function stateStudents(
  db: Db,
  state: string,
  query: StudentFilter & { page: number; pageSize: number },
): Promise<StateStudentsResponse> {
  const [total, students] = await Promise.all([
    countStudents(db, state, query),
    findStateStudents(db, state, query, query),
  ]);
  return { total, page: query.page, pageSize: query.pageSize, students };
}
