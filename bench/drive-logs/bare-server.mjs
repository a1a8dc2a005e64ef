/**
 * The baseline: a bare Fastify server with one GET route answering {"ok":true}, started as its
 * own process like the real server. Usage: node bench/drive-logs/bare-server.mjs <port>
 */
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const app = Fastify({ logger: false });
app.get('/ok', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare server listening on ${app.server.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
