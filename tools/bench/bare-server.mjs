/**
 * The baseline of the framework-overhead benchmark: a bare Fastify server (no plugins) answering
 * GET /api/v1/health/live with exactly the body and status the real api gave.
 * With `log`, Fastify's own pino request logging is on (JSON lines to stdout), as in the measurement
 * the ≥ 0.6 target comes from (TOOLCHAIN.md: logging on for both servers); without, nothing is logged.
 * Usage: node bare-server.mjs <port> <status> <json-body> [log] [path]  (path: default /api/v1/health/live)
 */
import Fastify from 'fastify';

const [port, status, body, log, routePath = '/api/v1/health/live'] = process.argv.slice(2);
const app = Fastify({ logger: log === 'log' ? { level: 'info' } : false });
app.get(routePath, (_req, reply) => {
  reply.code(Number(status)).header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
