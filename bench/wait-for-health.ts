/** Waits for a benchmark's server process to answer /api/health (drive-logs, embedded-writes). */
import type { ChildProcess } from 'node:child_process';

export async function waitForHealth(
  port: number,
  child: ChildProcess & { output: string[] },
  timeoutMs = 120_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${child.output.join('\n')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${child.output.join('\n')}`);
}
