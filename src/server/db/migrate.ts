import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connection.js';
import * as m001 from './migrations/001-foundation.js';
import * as m002 from './migrations/002-drive-logs.js';
import * as m003 from './migrations/003-skills.js';
import * as m004 from './migrations/004-exams.js';
import * as m005 from './migrations/005-invitations-consent.js';
import * as m006 from './migrations/006-lessons.js';
import * as m007 from './migrations/007-drive-plans.js';
import * as m008 from './migrations/008-drive-versions.js';
import * as m009 from './migrations/009-certificates.js';
import * as m010 from './migrations/010-project-board.js';
import * as m011 from './migrations/011-state-summaries.js';
import * as m012 from './migrations/012-organization-status-reason.js';
import * as m013 from './migrations/013-deletion-requests.js';
import * as m014 from './migrations/014-scheduled-jobs.js';
import * as m015 from './migrations/015-data-exports.js';
import * as m016 from './migrations/016-student-search.js';

/** Our migrations, in order. Each is a module with `up` (and optionally `down`). */
export const MIGRATIONS: Record<string, Migration> = {
  '001-foundation': m001,
  '002-drive-logs': m002,
  '003-skills': m003,
  '004-exams': m004,
  '005-invitations-consent': m005,
  '006-lessons': m006,
  '007-drive-plans': m007,
  '008-drive-versions': m008,
  '009-certificates': m009,
  '010-project-board': m010,
  '011-state-summaries': m011,
  '012-organization-status-reason': m012,
  '013-deletion-requests': m013,
  '014-scheduled-jobs': m014,
  '015-data-exports': m015,
  '016-student-search': m016,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Runs our numbered migrations (after better-auth's own tables exist). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  // Numbers were handed out to features built side by side; none depends on a later one, so a
  // database that already ran a higher number still takes a lower one added afterwards.
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
