/**
 * The baseline of the framework-overhead benchmark: a bare Fastify server (no plugins) answering
 * GET /api/v1/health/live with exactly the body and status the real api gave.
 * With `log`, it logs every request exactly as the api does (libs/server/core `createAppLogger` +
 * `registerRequestLogging`): the same pino settings and asynchronous stdout destination, one
 * `request completed` line per request with the same fields and a UUID request id. That is the
 * baseline of the ≥ 0.6 target (TOOLCHAIN.md: logging on for both servers). Without `log`, nothing
 * is logged (and Fastify's cheaper counter ids are used).
 * Usage: node bare-server.mjs <port> <status> <json-body> [log] [path]  (path: default /api/v1/health/live)
 */
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { pino } from 'pino';

const [port, status, body, log, routePath = '/api/v1/health/live'] = process.argv.slice(2);
const logging = log === 'log';
const app = Fastify({ logger: false, ...(logging ? { genReqId: () => randomUUID() } : {}) });
if (logging) {
  const logger = pino(
    { level: 'info', base: { service: 'api', pid: process.pid, hostname: hostname() } },
    pino.destination({ dest: 1, sync: false }),
  );
  app.addHook('onResponse', (request, reply, done) => {
    logger.info(
      {
        req: { id: request.id, method: request.method, url: request.url },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
    done();
  });
}
app.get(routePath, (_req, reply) => {
  reply.code(Number(status)).header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
