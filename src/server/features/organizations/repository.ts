import { sql, type Kysely } from 'kysely';
import type { Organization, OrganizationStatus, Person } from '../../../shared/api/organizations.js';
import { roleIn, SCHOOL_STAFF } from '../../../shared/roles.js';
import type { Database } from '../../db/schema.js';

export interface OrganizationFilter {
  state?: string | undefined;
  status?: OrganizationStatus | undefined;
  q?: string | undefined;
  id?: string;
}

export async function findOrganizations(db: Kysely<Database>, filter: OrganizationFilter): Promise<Organization[]> {
  let query = db
    .selectFrom('organization as o')
    .select([
      'o.id',
      'o.name',
      'o.state',
      'o.address',
      'o.cityCounty',
      'o.zip',
      'o.contactEmail',
      'o.contactPhone',
      'o.status',
      'o.statusReason',
      'o.createdAt',
      sql<number>`(select count(*)::int from "user" u where u."organizationId" = o.id and u.role = 'student')`.as(
        'studentCount',
      ),
      sql<number>`(select count(*)::int from "user" u where u."organizationId" = o.id and u.role in ('organization','org-admin','teacher'))`.as(
        'staffCount',
      ),
      sql<Date | null>`(select l."updatedAt" from "organizationLogo" l where l."organizationId" = o.id)`.as(
        'logoUpdatedAt',
      ),
    ])
    .orderBy('o.name');
  if (filter.id) query = query.where('o.id', '=', filter.id);
  if (filter.state) query = query.where('o.state', '=', filter.state);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.q) query = query.where(sql<boolean>`o.name ilike ${'%' + filter.q.replace(/[%_\\]/g, '\\$&') + '%'}`);
  const rows = await query.limit(500).execute();
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    logoUpdatedAt: r.logoUpdatedAt ? new Date(r.logoUpdatedAt).toISOString() : null,
  }));
}

export async function findOrganization(db: Kysely<Database>, id: string): Promise<Organization | null> {
  return (await findOrganizations(db, { id }))[0] ?? null;
}

export async function findPeople(
  db: Kysely<Database>,
  organizationId: string,
): Promise<{ staff: Person[]; students: Person[] }> {
  const rows = await db
    .selectFrom('user as u')
    .leftJoin('parentConsent as c', 'c.studentId', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.status', 'u.lastActive', 'u.parentEmail', 'c.status as consent'])
    .where('u.organizationId', '=', organizationId)
    .orderBy('u.name')
    .execute();
  const people = rows.map(({ consent, ...r }): Person => ({
    ...r,
    lastActive: r.lastActive ? new Date(r.lastActive).toISOString() : null,
    consentStatus: r.role === 'student' ? (consent ?? 'none') : null,
  }));
  return {
    staff: people.filter((p) => roleIn(p.role, SCHOOL_STAFF)),
    students: people.filter((p) => p.role === 'student'),
  };
}
