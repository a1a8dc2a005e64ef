/**
 * How long a certificate PDF takes to build (docs/product/certificates.md#the-pdf; goal: under
 * 300 ms). Builds certificates with the school logo in several languages, in this process, the way
 * the download route does after its three small queries:
 *
 *   node --import tsx bench/certificate-pdf/run.ts                       # 40 per language
 *   node --import tsx bench/certificate-pdf/run.ts --runs 5 --langs en,ar # a quick look
 *   node --import tsx bench/certificate-pdf/run.ts --warm                 # as a server after its warm-up
 *
 * The first certificate of a process also reads the font files from disk (the printable log's Noto
 * fonts, cached afterwards); it is reported apart as "cold". Prints one RESULT line per language
 * and a summary line; the figures and what they mean are in bench/README.md.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sampleLogoPng } from '../../test/helpers/sample-logo.js';
import {
  buildCertificatePdf,
  type CertificatePdfInput,
} from '../../src/server/features/certificates/pdf/build-certificate-pdf.js';
import { warmUpCertificatePdf } from '../../src/server/features/certificates/pdf/warm-up.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    langs: { type: 'string', default: 'en,es,ar,zh,ko,ru,vi,ht' },
    /** Run the server's start-up warm-up first (src/server/main.ts), as a running server has. */
    warm: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const langs = values.langs.split(',').filter(Boolean);

/** Names in the scripts each language's certificate would really carry. */
const NAMES: Record<string, string> = {
  ar: 'ليلى حداد',
  zh: '王小明',
  ko: '김민준',
  ru: 'Анна Смирнова',
  vi: 'Nguyễn Thị Mai',
};

const logo = { contentType: 'image/png', data: sampleLogoPng() };
const payload = `${'eyJ2IjoxLCJudW1iZXIiOiJLN00tUTlYLVQ0QyJ9'.repeat(8)}.${'Qk'.repeat(43)}`;

function input(lng: string, i: number): CertificatePdfInput {
  return {
    certificate: {
      number: 'K7M-Q9X-T4C',
      type: i % 2 === 0 ? 'supervised-hours' : 'driver-education',
      studentName: NAMES[lng] ?? 'Jamie Parker',
      schoolName: 'Golden State Driving School',
      state: 'CA',
      stateName: 'California',
      issuedOn: '2026-05-17',
      minutes: 3000 + i,
      nightMinutes: 600,
      issuedByName: 'Dana Whitfield',
      manualReason: null,
      status: 'valid',
      revokedOn: null,
    },
    logo,
    verifyUrl: `https://roadlog.example/verify-certificate?number=K7M-Q9X-T4C#c=${payload}`,
    verifyUrlShort: 'https://roadlog.example/verify-certificate?number=K7M-Q9X-T4C',
    lng,
    keyId: 'ed25519-Xb3kQ9wT2mZp',
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => n.toFixed(1);

if (values.warm) await warmUpCertificatePdf();
let all: number[] = [];
for (const lng of langs) {
  const coldStart = performance.now();
  const first = await buildCertificatePdf(input(lng, 0));
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const start = performance.now();
    await buildCertificatePdf(input(lng, i));
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  all = all.concat(times);
  console.log(
    `RESULT lang=${lng} runs=${runs} cold_ms=${ms(cold)} p50_ms=${ms(percentile(times, 50))} ` +
      `p95_ms=${ms(percentile(times, 95))} max_ms=${ms(times.at(-1) ?? 0)} bytes=${first.byteLength}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `SUMMARY warm=${values.warm} langs=${langs.length} runs=${all.length} p50_ms=${ms(percentile(all, 50))} ` +
    `p95_ms=${ms(percentile(all, 95))} max_ms=${ms(all.at(-1) ?? 0)} rss_mb=${(process.memoryUsage().rss / 2 ** 20).toFixed(0)}`,
);
