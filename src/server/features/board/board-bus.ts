/**
 * Tells every open project board that the board changed (docs/decisions/017-project-board-ordering.md).
 * A write is committed, then announced with NOTIFY on its own channel; every app process (this one
 * included) hears it and pushes a `board-changed` event to its admin subscribers of the flags
 * stream (`/api/flags/stream`), whose pages then read the board again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { boardChangedSchema } from '../../../shared/api/board.js';
import type { DatabaseHandle } from '../../db/connection.js';

const CHANNEL = 'project_board';
type Subscriber = (change: { revision: number }) => void;

export class BoardBus {
  readonly #subscribers = new Map<Subscriber, () => void>();
  #unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.#unlisten = await this.handle.listen(CHANNEL, (payload) => {
      let change: { revision: number };
      try {
        change = boardChangedSchema.parse(JSON.parse(payload));
      } catch (err) {
        this.log.error({ err }, 'unreadable project board notification');
        return;
      }
      this.#subscribers.forEach((_end, s) => s(change));
    });
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    for (const end of this.#subscribers.values()) end();
    this.#subscribers.clear();
  }

  /** After the write's commit: never throws (the change is stored; pages also refetch on focus). */
  async announce(revision: number): Promise<void> {
    await this.handle
      .notify(CHANNEL, JSON.stringify({ revision }))
      .catch((err: unknown) => this.log.error({ err }, 'announcing a project board change failed'));
  }

  subscribe(subscriber: Subscriber, end: () => void): () => void {
    this.#subscribers.set(subscriber, end);
    return () => this.#subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }
}
