/**
 * A small closed-loop HTTP load generator: a fixed number of keep-alive connections, each sending
 * its next request as soon as the previous answer has been read. Latency is measured per request
 * with process.hrtime from the first byte written to the last byte read. Needs nothing but Node.
 */
import http from 'node:http';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  /** Several ports: connection i goes to ports[i % length] (several server processes). */
  port: number | number[];
  host?: string;
  connections: number;
  /** Requests before this are sent but not counted (JIT, pools and caches warm up). */
  warmupMs: number;
  durationMs: number;
  /** Builds request number `n` for connection `connection`; called once per request. */
  next(connection: number, n: number): LoadRequest;
  /**
   * How long a connection pauses (ms) after an answer before sending its next request, e.g. the
   * `Retry-After` of a 503 as a well-behaved client would (default: no pause, a closed loop).
   */
  pauseAfter?(status: number, retryAfter: string | undefined): number;
  /** Answers with another status count as errors (default: 2xx). */
  ok?(status: number): boolean;
  /** Called when the measured window starts and ends (CPU sampling). */
  onMeasureStart?(): void;
  onMeasureEnd?(): void;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** The first few error answers, for diagnosis. */
  errorSamples: string[];
  /** Answers counted in the window by HTTP status (0: no answer, e.g. a reset connection). */
  statuses: Record<number, number>;
  /** Latency of the error answers (ms), e.g. how fast a 503 comes back. */
  errorP50: number;
  errorP99: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  bytesPerResponse: number;
}

function send(
  agent: http.Agent,
  host: string,
  port: number,
  req: LoadRequest,
): Promise<{ status: number; body: string; bytes: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      headers['content-length'] = Buffer.byteLength(req.body);
    }
    const r = http.request({ agent, host, port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      const ok = (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        if (!ok && bytes < 4096) chunks.push(c);
      });
      const retryAfter = res.headers['retry-after'];
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: ok ? '' : Buffer.concat(chunks).toString('utf8'),
          bytes,
          retryAfter,
        }),
      );
      res.on('error', reject);
    });
    r.on('error', reject);
    if (req.body !== undefined) r.end(req.body);
    else r.end();
  });
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const host = o.host ?? '127.0.0.1';
  const ports = Array.isArray(o.port) ? o.port : [o.port];
  const agents = ports.map(
    () => new http.Agent({ keepAlive: true, maxSockets: o.connections, maxFreeSockets: o.connections }),
  );
  const ok = o.ok ?? ((s: number) => s >= 200 && s < 300);
  const latencies: number[] = [];
  const errorLatencies: number[] = [];
  const statuses: Record<number, number> = {};
  const errorSamples: string[] = [];
  let errors = 0;
  let bytes = 0;
  let n = 0;

  // The window is set by timers; a request counts when it is answered inside it.
  let measuring = false;
  let stopped = false;
  let windowStart = 0n;
  let windowEnd = 0n;
  const endsAt = Date.now() + o.warmupMs + o.durationMs;
  const until = () => endsAt;
  const startTimer = setTimeout(() => {
    measuring = true;
    windowStart = process.hrtime.bigint();
    o.onMeasureStart?.();
  }, o.warmupMs);
  const stopTimer = setTimeout(() => {
    measuring = false;
    stopped = true;
    windowEnd = process.hrtime.bigint();
    o.onMeasureEnd?.();
  }, o.warmupMs + o.durationMs);

  async function worker(connection: number): Promise<void> {
    while (!stopped) {
      const req = o.next(connection, n++);
      const t0 = process.hrtime.bigint();
      let status = 0;
      let body = '';
      let size = 0;
      let retryAfter: string | undefined;
      try {
        const res = await send(agents[connection % ports.length]!, host, ports[connection % ports.length]!, req);
        status = res.status;
        body = res.body;
        size = res.bytes;
        retryAfter = res.retryAfter;
      } catch (err) {
        body = err instanceof Error ? err.message : String(err);
      }
      const t1 = process.hrtime.bigint();
      const pause = o.pauseAfter?.(status, retryAfter) ?? 0;
      if (pause > 0) await new Promise((r) => setTimeout(r, Math.min(pause, Math.max(0, until() - Date.now()))));
      if (!measuring) continue;
      bytes += size;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!ok(status)) {
        errors++;
        errorLatencies.push(Number(t1 - t0) / 1e6);
        if (errorSamples.length < 5) errorSamples.push(`${status} ${req.method} ${req.path}: ${body.slice(0, 300)}`);
        continue;
      }
      latencies.push(Number(t1 - t0) / 1e6);
    }
  }

  try {
    await Promise.all(Array.from({ length: o.connections }, (_, i) => worker(i)));
  } finally {
    clearTimeout(startTimer);
    clearTimeout(stopTimer);
    for (const agent of agents) agent.destroy();
  }

  const sorted = Float64Array.from(latencies).sort();
  const sortedErrors = Float64Array.from(errorLatencies).sort();
  const seconds = Number(windowEnd - windowStart) / 1e9;
  const sum = latencies.reduce((a, b) => a + b, 0);
  return {
    requests: latencies.length,
    errors,
    errorSamples,
    statuses,
    errorP50: percentile(sortedErrors, 50),
    errorP99: percentile(sortedErrors, 99),
    seconds,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] ?? NaN) : NaN,
    mean: latencies.length ? sum / latencies.length : NaN,
    bytesPerResponse: latencies.length ? bytes / (latencies.length + errors) : 0,
  };
}
