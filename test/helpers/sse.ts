/**
 * Server-Sent Events cannot go through app.inject (the stream never ends), so these helpers put
 * the app on a real port and read the stream with fetch.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on a free loopback port; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ServerEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  contentType: string | null;
  /** The next event (comments such as keep-alives are skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ServerEvent>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  async function next(timeoutMs = 5_000): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines
            .filter((l) => l.startsWith(`${name}:`))
            .map((l) => l.slice(name.length + 1).replace(/^ /, ''))
            .join('\n');
        return { event: field('event') || 'message', data: field('data') };
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms; got ${JSON.stringify(buffer)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>(
          (_, reject) => (timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left)),
        ),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    close: () => controller.abort(),
  };
}
