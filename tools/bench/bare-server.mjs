/**
 * The baseline of the framework-overhead benchmark: a bare Fastify server (no logging, no
 * plugins) answering GET /api/v1/health/live with exactly the body and status the real api gave.
 * Usage: node bare-server.mjs <port> <status> <json-body>
 */
import Fastify from 'fastify';

const [port, status, body] = process.argv.slice(2);
const app = Fastify({ logger: false });
app.get('/api/v1/health/live', (_req, reply) => {
  reply.code(Number(status)).header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
