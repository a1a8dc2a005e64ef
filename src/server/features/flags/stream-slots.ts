/**
 * Open Server-Sent-Event streams of this process, capped per client and in total: each stream
 * holds a socket (a file descriptor) and its buffers for as long as the client likes, so an
 * unlimited number would let anyone exhaust the process. Counted in memory: a stream lives in
 * exactly one process.
 */
export class StreamSlots {
  #total = 0;
  readonly #byClient = new Map<string, number>();

  constructor(
    readonly maxTotal: number,
    readonly maxPerClient: number,
  ) {}

  get open(): number {
    return this.#total;
  }

  /** Takes a slot for `client`; answers its release (safe to call twice), or null when full. */
  take(client: string): (() => void) | null {
    const mine = this.#byClient.get(client) ?? 0;
    if (this.#total >= this.maxTotal || mine >= this.maxPerClient) return null;
    this.#total++;
    this.#byClient.set(client, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total--;
      const left = (this.#byClient.get(client) ?? 1) - 1;
      if (left > 0) this.#byClient.set(client, left);
      else this.#byClient.delete(client);
    };
  }
}
