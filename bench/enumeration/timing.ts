/**
 * How long the answers take for an address that has an account and for one that has none:
 * password reset requests and parent and school registrations (security issue, finding 9).
 * Prints figures; asserts nothing (the tests check the structure instead: test/integration/
 * enumeration.test.ts).
 *
 *   node --import tsx bench/enumeration/timing.ts [rounds] [endpoint filter]          # PGlite
 *   TEST_DATABASE=postgres node --import tsx bench/enumeration/timing.ts [rounds] [filter]
 *
 * The server listens on loopback; a child process is the client and times each request from
 * sending it to reading the whole answer, as someone probing addresses would. Known and unknown
 * alternate, the order flipping every round, and every request uses an address not used before
 * (known ones are made first), so both kinds meet the same rate-limit counters. Between
 * requests the server finishes any work it left for after the answer (untimed).
 */
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

interface Job {
  url: string;
  payload: object;
}

if (process.argv[2] === '--client') {
  // The client: one request per message, answered with its duration.
  process.on('message', (job: Job) => {
    void (async () => {
      const start = performance.now();
      const response = await fetch(job.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body: JSON.stringify(job.payload),
      });
      const text = await response.text();
      process.send!({ ms: performance.now() - start, status: response.status, text });
    })();
  });
} else {
  const { createPerson } = await import('../../test/helpers/fixtures.js');
  const { createTestApp } = await import('../../test/helpers/test-app.js');
  const { listen } = await import('../../test/helpers/sse.js');

  const rounds = Number(process.argv[2] ?? 100);
  const only = process.argv[3] ?? '';
  const t = await createTestApp();
  const base = await listen(t.app);
  const idle = async () => {
    const background = (t.app as { background?: { idle(): Promise<void> } }).background;
    await background?.idle();
  };
  const accounts: string[] = [];
  for (let i = 0; i < 3 * (rounds + 10); i++)
    accounts.push((await createPerson(t.app, { role: 'parent', email: `known-${i}@example.test` })).email);
  const nextKnown = () => accounts.pop()!;

  let n = 0;
  const parent = (email: string) => ({
    firstName: 'Casey',
    lastName: 'Jordan',
    email,
    password: 'a-good-password',
    contactPhone: '(555) 010-2030',
    state: 'CA',
  });
  const school = (email: string) => ({
    schoolName: 'Bay Area Driving Academy',
    state: 'CA',
    address: '200 Market St',
    cityCounty: 'San Francisco',
    zip: '94105',
    contactEmail: 'office@bayarea-driving.test',
    contactPhone: '(415) 555-0199',
    firstName: 'Robin',
    lastName: 'Owner',
    email,
    password: 'a-good-password',
  });
  const cases: Record<string, { url: string; body: (known: boolean) => object }> = {
    'POST /api/auth/request-password-reset': {
      url: '/api/auth/request-password-reset',
      body: (known) => ({ email: known ? nextKnown() : `nobody-${++n}@example.test`, redirectTo: '/reset-password' }),
    },
    'POST /api/registrations/parent': {
      url: '/api/registrations/parent',
      body: (known) => parent(known ? nextKnown() : `new-parent-${++n}@example.test`),
    },
    'POST /api/registrations/organization': {
      url: '/api/registrations/organization',
      body: (known) => school(known ? nextKnown() : `new-owner-${++n}@example.test`),
    },
  };

  const client = fork(fileURLToPath(import.meta.url), ['--client'], { execArgv: ['--import', 'tsx'] });
  const time = (url: string, payload: object) =>
    new Promise<number>((resolve, reject) => {
      client.once('message', (answer: { ms: number; status: number; text: string }) => {
        if (answer.status !== 200) reject(new Error(`${url} answered ${answer.status}: ${answer.text}`));
        else resolve(answer.ms);
      });
      client.send({ url: `${base}${url}`, payload } satisfies Job);
    });

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const f = (x: number) => x.toFixed(2).padStart(7);

  console.log(`${t.database.kind}, ${rounds} rounds per address kind (first 10 rounds are warm-up, not counted)\n`);
  console.log(
    `${'endpoint'.padEnd(40)} ${'known med'.padStart(9)} ${'new med'.padStart(9)} ${'known avg'.padStart(9)} ${'new avg'.padStart(9)}   known − new per round (mean ± 2 SE)   (ms)`,
  );
  for (const [name, c] of Object.entries(cases)) {
    if (!name.includes(only)) continue;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < rounds + 10; i++) {
      const order = i % 2 === 0 ? [true, false] : [false, true];
      for (const isKnown of order) {
        const ms = await time(c.url, c.body(isKnown));
        await idle();
        if (i >= 10) (isKnown ? known : unknown).push(ms);
      }
    }
    // Each round's two requests met the same machine load: their difference is the fairer figure.
    const diffs = known.map((k, i) => k - unknown[i]!);
    const d = mean(diffs);
    const se = Math.sqrt(diffs.reduce((a, x) => a + (x - d) ** 2, 0) / (diffs.length - 1) / diffs.length);
    console.log(
      `${name.padEnd(40)} ${f(median(known))}   ${f(median(unknown))}   ${f(mean(known))}   ${f(mean(unknown))}   ${f(d)} ± ${(2 * se).toFixed(2)}`,
    );
  }
  client.kill();
  await t.close();
}
