/**
 * Baseline of the authenticated framework-overhead figure: a bare Fastify server answering
 * GET /api/v1/notifications/unread-count as the api does, doing the same work without Nest: the
 * Bearer token verified (HS256, jsonwebtoken with the secret as a KeyObject, as JwtStrategy hands it
 * to passport-jwt), the same live-session query (session × user, a named prepared statement, as
 * SessionsRepository.findLiveSessionActor), the same unread count query (named and prepared, as
 * NotificationsRepository.unreadOf), the same envelope, and the same request logging as bare-server.mjs (pino,
 * asynchronous stdout, one `request completed` line with a UUID request id).
 * Usage: node bare-auth-server.mjs <port> <database-url> <jwt-access-secret>
 */
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import { createSecretKey, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import pg from 'pg';
import { pino } from 'pino';

const [port, databaseUrl, secret] = process.argv.slice(2);
const key = createSecretKey(Buffer.from(secret, 'utf8'));
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const app = Fastify({ logger: false, genReqId: () => randomUUID() });
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

const LIVE_SESSION = {
  name: 'bare_live_session_actor',
  text: `select "users"."id", "users"."user_type", "users"."account_status", "users"."approval_status", "users"."language"
           from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
          where ("sessions"."id" = $1 and "sessions"."user_id" = $2 and "sessions"."revoked_at" is null
                 and "sessions"."expires_at" > now() and "users"."deleted_at" is null) limit 1`,
};
const UNREAD = {
  name: 'bare_notifications_unread_count',
  text: 'select count(*) from "notifications" where ("notifications"."user_id" = $1 and "notifications"."read_at" is null)',
};
const refuse = (reply) =>
  reply.code(401).send({ status: false, message: 'Bitte melden Sie sich an.', code: 'UNAUTHENTICATED' });

app.get('/api/v1/notifications/unread-count', async (request, reply) => {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return refuse(reply);
  let claims;
  try {
    claims = jwt.verify(header.slice(7), key, { algorithms: ['HS256'] });
  } catch {
    return refuse(reply);
  }
  const { rows } = await pool.query({ ...LIVE_SESSION, values: [claims.sid, claims.sub] });
  const actor = rows[0];
  if (!actor || actor.account_status !== 'active') return refuse(reply);
  const unread = await pool.query({ ...UNREAD, values: [actor.id] });
  return reply.send({ status: true, message: 'OK', data: { count: Number(unread.rows[0].count) } });
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
