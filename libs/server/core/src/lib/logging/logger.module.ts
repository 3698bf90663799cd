import { RequestMethod, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/config';

/**
 * Structured JSON logs with the request id Fastify assigns (see `genRequestId`). The explicit
 * `forRoutes` works around nestjs-pino logging no requests on Nest 12 + Fastify (TOOLCHAIN).
 */
export function createLoggerModule(config: AppConfig): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      customProps: () => ({ service: 'api' }),
    },
    forRoutes: [{ path: '/{*splat}', method: RequestMethod.ALL }],
  });
}
