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
      customProps: () => ({ service: 'api' }),
      // One short line per request: id, method, url, status and time; no header dumps.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
    forRoutes: [{ path: '/{*splat}', method: RequestMethod.ALL }],
  });
}
