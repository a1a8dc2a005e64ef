/**
 * A process that opens (or only locks) an embedded database folder and keeps it until SIGTERM,
 * for the tests of decision 007 (one process per folder).
 *
 *   node --import tsx test/helpers/embedded-database-child.ts open <dataDir>
 *       prints "READY <pid>" once the database is open, or the refusal and exits 1
 *   node --import tsx test/helpers/embedded-database-child.ts lock <dataDir> <goFile>
 *       prints "WAITING <pid>", waits for <goFile> to exist, then takes the lock: prints
 *       "WON <pid>" or "LOST <pid>"
 */
import fs from 'node:fs';
import { DataDirInUseError, lockDataDir } from '../../src/server/db/data-dir-lock.js';
import { openDatabase } from '../../src/server/db/connection.js';

const [mode, dataDir, goFile] = process.argv.slice(2);
if (!dataDir || (mode !== 'open' && mode !== 'lock')) {
  console.error('usage: embedded-database-child.ts open|lock <dataDir> [goFile]');
  process.exit(2);
}

let close: () => Promise<void> = async () => {};
process.once('SIGTERM', () => {
  void close().finally(() => process.exit(0));
});

if (mode === 'open') {
  try {
    const handle = await openDatabase({ dataDir });
    close = () => handle.close();
    console.log(`READY ${process.pid}`);
  } catch (err) {
    console.error(err instanceof DataDirInUseError ? err.message : err);
    process.exit(1);
  }
} else {
  // Start together: every child polls for the same file.
  console.log(`WAITING ${process.pid}`);
  while (!fs.existsSync(goFile!)) await new Promise((r) => setTimeout(r, 2));
  try {
    const lock = lockDataDir(dataDir);
    close = async () => lock.release();
    console.log(`WON ${process.pid}`);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    console.log(`LOST ${process.pid}`);
  }
}
// Keep the database (or the lock) until told to stop.
setInterval(() => {}, 1 << 30);
