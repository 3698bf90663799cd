import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { LOG_REDACTION, logDestination, type AppConfig } from '@fachwerk/server/core';

export const WORKER_LOGGER = Symbol('WORKER_LOGGER');

/** JSON lines on stdout, one object per event, with a `service` field for the log pipeline. */
export function createWorkerLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'worker', pid: process.pid }, redact: LOG_REDACTION }, logDestination({ sync: true }));
}

/** Routes Nest's own messages (bootstrap, lifecycle) into the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  private write(level: 'debug' | 'info' | 'warn' | 'error' | 'trace', message: unknown, rest: unknown[]) {
    const context = rest.length ? rest[rest.length - 1] : undefined;
    this.logger[level]({ context }, String(message));
  }
  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }
}
