/**
 * Preloaded into the benchmarked server (`node --import ./bench/drive-logs/query-counter.mjs`):
 * counts every statement sent through `pg` and the time until its answer, grouped by SQL text.
 * On SIGUSR2 it writes the counts to $BENCH_QUERY_LOG and starts again from zero, so the bench
 * can ask "how many queries did these N requests make?". Plain JavaScript so the server runs
 * without a TypeScript loader. Cost: one Map update per query.
 */
import fs from 'node:fs';
import pg from 'pg';

const out = process.env.BENCH_QUERY_LOG;
let stats = new Map();

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : (config?.text ?? '?');
  let s = stats.get(text);
  if (!s) {
    s = { count: 0, ms: 0 };
    stats.set(text, s);
  }
  s.count++;
  const t0 = process.hrtime.bigint();
  const result = original.call(this, config, values, callback);
  if (result && typeof result.then === 'function') {
    const entry = s;
    result.then(
      () => {
        entry.ms += Number(process.hrtime.bigint() - t0) / 1e6;
      },
      () => {},
    );
  }
  return result;
};

process.on('SIGUSR2', () => {
  const rows = [...stats.entries()].map(([sql, s]) => ({ sql, count: s.count, ms: s.ms }));
  stats = new Map();
  if (out) fs.writeFileSync(out, JSON.stringify(rows));
});
