import { sql, type Kysely } from 'kysely';

/**
 * Drive plans (docs/product/plans.md) shared by an unguessable token, and schools' logos (docs/product/schools.md school
 * settings), kept in the database so every app process serves the same file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drivePlan')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 256 random bits, base64url; null once the owner revokes the link.
    .addColumn('shareToken', 'text', (c) => c.unique())
    .addColumn('ownerId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('organizationId', 'text', (c) => c.references('organization.id').onDelete('set null'))
    .addColumn('studentId', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('targetMinutes', 'integer', (c) => c.notNull())
    .addColumn('conditions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('routeNotes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('plannedFor', 'date')
    .addColumn('revokedAt', 'timestamptz')
    .addColumn('archivedAt', 'timestamptz')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('drivePlan_owner').on('drivePlan').columns(['ownerId', 'createdAt']).execute();
  await db.schema.createIndex('drivePlan_student').on('drivePlan').columns(['studentId', 'createdAt']).execute();

  await db.schema
    .createTable('organizationLogo')
    .addColumn('organizationId', 'text', (c) => c.primaryKey().references('organization.id').onDelete('cascade'))
    .addColumn('contentType', 'text', (c) =>
      c.notNull().check(sql`"contentType" in ('image/png','image/jpeg','image/webp')`),
    )
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('updatedBy', 'text')
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organizationLogo').execute();
  await db.schema.dropTable('drivePlan').execute();
}
