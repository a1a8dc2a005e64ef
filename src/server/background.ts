/**
 * Work done after the answer has been sent. Used where the work depends on whether an e-mail
 * belongs to an account (password reset, registration): the answer then takes the same time
 * for every address, so its timing cannot tell (decision 003).
 * Failures are logged; closing the app waits for what is still running.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `task` once the reply has gone out (or the client has gone away). */
  afterReply(reply: FastifyReply, label: string, task: () => Promise<unknown>): void {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      this.run(label, task);
    };
    reply.raw.once('finish', start);
    reply.raw.once('close', start);
  }

  /** Starts `task` now, without waiting for it. */
  run(label: string, task: () => Promise<unknown>): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err }, `${label} failed after the answer`),
      )
      .finally(() => this.#pending.delete(promise));
    this.#pending.add(promise);
  }

  /** Resolves once nothing is running (tasks started meanwhile included). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
