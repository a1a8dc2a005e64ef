/**
 * Keeps every open page's feature flags current. A change is written, then announced with
 * NOTIFY; every app process (this one included) hears it, reloads the row and pushes it to its
 * Server-Sent-Event subscribers.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FeatureFlags } from '../../../shared/api/flags.js';
import type { DatabaseHandle } from '../../db/connection.js';
import { writeAudit } from '../../audit.js';

const CHANNEL = 'feature_flags';
type Subscriber = (flags: FeatureFlags) => void;

export class FlagBus {
  /** Each subscriber with the function that ends its stream when the server closes. */
  readonly #subscribers = new Map<Subscriber, () => void>();
  #unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.#unlisten = await this.handle.listen(CHANNEL, () => {
      this.read()
        .then((flags) => this.#subscribers.forEach((_end, s) => s(flags)))
        .catch((err: unknown) => this.log.error({ err }, 'reloading feature flags failed'));
    });
  }

  async stop(): Promise<void> {
    await this.#unlisten?.();
    for (const end of this.#subscribers.values()) end();
    this.#subscribers.clear();
  }

  async read(): Promise<FeatureFlags> {
    const row = await this.handle.db
      .selectFrom('featureFlags')
      .select(['showPartners', 'adPanels'])
      .where('id', '=', 1)
      .executeTakeFirst();
    return { showPartners: Boolean(row?.showPartners), adPanels: Boolean(row?.adPanels) };
  }

  async update(changes: Partial<FeatureFlags>, actorId: string): Promise<FeatureFlags> {
    const flags = await this.handle.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('featureFlags')
        .select(['showPartners', 'adPanels'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      const after = await trx
        .updateTable('featureFlags')
        .set({ ...changes, updatedAt: new Date(), updatedBy: actorId })
        .where('id', '=', 1)
        .returning(['showPartners', 'adPanels'])
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorId,
        action: 'update',
        entity: 'featureFlags',
        entityId: '1',
        before: before,
        after: after,
      });
      return after;
    });
    await this.handle.notify(CHANNEL, JSON.stringify(flags));
    return flags;
  }

  subscribe(subscriber: Subscriber, end: () => void): () => void {
    this.#subscribers.set(subscriber, end);
    return () => this.#subscribers.delete(subscriber);
  }
}
