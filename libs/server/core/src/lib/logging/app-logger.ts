import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/config';

/** Field names whose values are of the `secret` or `sensitive` class (docs/security/data-classification.md). */
const NEVER_LOGGED = [
  'password',
  'currentPassword',
  'password_confirmation',
  'passwordHash',
  'accessToken',
  'refreshToken',
  'resetToken',
  'challenge',
  'recoveryCode',
  'recoveryCodes',
  'secret',
  'manualKey',
  'authorization',
  'cookie',
  'accountNo',
  'passportIdNumber',
  'dob',
  'nationality',
] as const;

/**
 * ASVS V16.2.5: whatever object a log call is given, these fields are written as `[redacted]` at the
 * top level and two levels down (e.g. `err.config.password`, `user.profile.accountNo`), by pino's own
 * redaction (fast-redact, compiled once). Request lines never carry bodies or headers anyway.
 */
export const LOG_REDACTION = {
  paths: NEVER_LOGGED.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  censor: '[redacted]',
};

/**
 * JSON lines on stdout with a `service` field. The destination is asynchronous: lines are handed to
 * the kernel in batches after the request instead of one blocking write per line. pino flushes it
 * when the process exits; `registerRequestLogging` also waits for them when the server closes, and
 * the worker before it ends (see logWritten).
 */
export function createAppLogger(config: Pick<AppConfig, 'logLevel'>, service: string): Logger {
  return pino({ level: config.logLevel, base: { service, pid: process.pid, hostname: hostname() }, redact: LOG_REDACTION }, logDestination());
}

/**
 * `LOG_FORMAT=pretty` (what `npm start` sets) outside production: one readable line per event
 * through pino-pretty (a development dependency, run in pino's transport thread), e.g.
 * `[12:01:02] INFO: api request completed: GET /api/v1/jobs → 200 (4 ms)`. Anything else: JSON lines.
 */
export function prettyLogs(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['LOG_FORMAT'] === 'pretty' && env['NODE_ENV'] !== 'production';
}

export const PRETTY_LOG_OPTIONS = {
  colorize: true,
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'service,pid,hostname,req,res,responseTime,context',
  messageFormat: '{service} {if context}[{context}] {end}{msg}{if req}: {req.method} {req.url}{end}{if res} → {res.statusCode}{end}{if responseTime} ({responseTime} ms){end}',
};

/** Where the process's log lines go: stdout as JSON (asynchronous unless `sync`), or pino-pretty (see prettyLogs). */
export function logDestination(options: { sync?: boolean } = {}): pino.DestinationStream {
  if (prettyLogs()) return pino.transport({ target: 'pino-pretty', options: PRETTY_LOG_OPTIONS }) as pino.DestinationStream;
  return pino.destination({ dest: 1, sync: options.sync ?? false });
}

/** Nest's start-up inventory (every module, route and gateway mapped): debug, not info. */
const START_UP_INVENTORY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController']);


/**
 * Resolves once the lines handed to the logger are written (at most `timeoutMs` later). pino's own
 * `flush(cb)` calls back at once when lines are written as they come (no minimum length), while the
 * last write may still be in flight; a process that then ends by a re-raised signal, as Nest's
 * shutdown does, loses it.
 */
export function logWritten(logger: Logger, timeoutMs = 2_000): Promise<void> {
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as
    | { _writing?: boolean; once?: (event: 'drain', listener: () => void) => void }
    | undefined;
  if (!stream?._writing || typeof stream.once !== 'function') return Promise.resolve();
  const once = stream.once.bind(stream);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    once('drain', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

interface RequestLine {
  req: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/**
 * One short line per request from Fastify hooks (id, method, url, status, time in ms; no header
 * dumps): `request completed`, `request errored` for a 5xx at error level, `request aborted` when
 * the client went away. The id is the one in the `x-request-id` header and in error bodies.
 */
export function registerRequestLogging(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const line: RequestLine = {
      req: { id: request.id, method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) logger.error(line, 'request errored');
    else logger.info(line, 'request completed');
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    logger.info({ req: { id: request.id, method: request.method, url: request.url } } satisfies RequestLine, 'request aborted');
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    void logWritten(logger).then(() => done());
  });
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Routes Nest's logger (`new Logger('Context').error(...)`, bootstrap messages) into pino. Nest calls
 * it as `(message, ...params, context)`: an object message becomes fields of the line (the next
 * string its message), an Error becomes `err`, and for `error` a string before the context is the stack.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: Level, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      const text = typeof rest[0] === 'string' ? rest[0] : undefined;
      this.logger[level]({ context, ...(message as Record<string, unknown>) }, text);
    } else {
      const stack = level === 'error' && typeof rest[0] === 'string' ? rest[0] : undefined;
      this.logger[level](stack ? { context, stack } : { context }, String(message));
    }
  }

  log(message: unknown, ...params: unknown[]) {
    const context = params[params.length - 1];
    this.write(typeof context === 'string' && START_UP_INVENTORY.has(context) ? 'debug' : 'info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.write('fatal', message, params);
  }
}
