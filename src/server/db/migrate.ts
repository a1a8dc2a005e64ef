import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connection.js';
import * as m001 from './migrations/001-foundation.js';
import * as m002 from './migrations/002-drive-logs.js';
import * as m008 from './migrations/008-drive-versions.js';

/** Our migrations, in order. Each is a module with `up` (and optionally `down`). */
const MIGRATIONS: Record<string, Migration> = {
  '001-foundation': m001,
  '002-drive-logs': m002,
  '008-drive-versions': m008,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

/** Runs our numbered migrations (after better-auth's own tables exist). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
