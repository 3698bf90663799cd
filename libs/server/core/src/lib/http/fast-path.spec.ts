import {
  type CanActivate,
  Controller,
  Get,
  Injectable,
  Module,
  Req,
  Res,
  UseGuards,
  type Type,
} from '@nestjs/common';
import { APP_GUARD, ModulesContainer, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { Public } from '../auth/auth.decorators';
import { registerRequestLogging } from '../logging/app-logger';
import { registerCors } from './cors';
import { registerEnvelope } from './envelope';
import { FastPath, registerFastPaths } from './fast-path';
import { registerSecurityHeaders } from './security-headers';

const calls = { guard: 0, live: 0, slow: 0 };

/** Stands in for the global guards: counts how often Nest's router runs it. */
@Injectable()
class CountingGuard implements CanActivate {
  canActivate() {
    calls.guard += 1;
    return true;
  }
}

@Public()
@Controller()
class FastController {
  @Get('live')
  @FastPath()
  live() {
    calls.live += 1;
    return { status: 'ok' };
  }

  @Get('typed')
  @FastPath()
  typed(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    void reply.type('application/json; charset=utf-8');
    return Promise.resolve(
      `{"status":true,"message":"raw","data":${JSON.stringify(request.headers['x-echo'] ?? null)}}`,
    );
  }

  @Get('failing')
  @FastPath()
  failing(): Promise<never> {
    return Promise.reject(new Error('boom'));
  }

  @Get('slow')
  slow() {
    calls.slow += 1;
    return { status: 'slow' };
  }
}

@Controller()
class PrivateController {
  @Get('private')
  @FastPath()
  secret() {
    return 'secret';
  }
}

@Public()
@Controller()
class GuardedController {
  @Get('guarded')
  @UseGuards(CountingGuard)
  @FastPath()
  guarded() {
    return 'guarded';
  }
}

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

async function appWith(controllers: Type[], guards: Type[] = [CountingGuard]) {
  @Module({ controllers, providers: [CountingGuard, { provide: APP_GUARD, useClass: CountingGuard }] })
  class TestModule {}
  const app = await NestFactory.create<NestFastifyApplication>(
    TestModule,
    new FastifyAdapter({ genReqId: () => 'req-fast-1' }),
    { logger: false },
  );
  app.setGlobalPrefix('api/v1');
  const fastify = app.getHttpAdapter().getInstance();
  const { lines, logger } = capture();
  registerRequestLogging(fastify, logger);
  registerSecurityHeaders(fastify, {});
  registerCors(fastify, {
    origins: ['http://localhost:4200'],
    methods: ['GET'],
    credentials: true,
    exposedHeaders: ['x-request-id'],
  });
  registerEnvelope(fastify, '/api/v1');
  const routes = registerFastPaths(fastify, app.get(ModulesContainer), {
    prefix: '/api/v1',
    publicGuards: guards,
  });
  await app.init();
  await fastify.ready();
  return { app, fastify, lines, routes };
}

describe('@FastPath()', () => {
  let setup: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    setup = await appWith([FastController]);
  });
  afterAll(async () => {
    await setup.app.close();
  });
  beforeEach(() => {
    calls.guard = 0;
    calls.live = 0;
    calls.slow = 0;
  });

  it('lists the fast routes', () => {
    expect(setup.routes.sort()).toEqual(['GET /api/v1/failing', 'GET /api/v1/live', 'GET /api/v1/typed']);
  });

  it('answers without Nest’s router (no guard run) and still envelopes, logs and sends the headers', async () => {
    const response = await setup.fastify.inject({
      method: 'GET',
      url: '/api/v1/live',
      headers: { origin: 'http://localhost:4200' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Erfolgreich', data: { status: 'ok' } });
    expect(calls).toEqual({ guard: 0, live: 1, slow: 0 });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(response.headers['vary']).toBe('Origin');
    await new Promise((resolve) => setImmediate(resolve));
    expect(setup.lines.at(-1)).toMatchObject({
      msg: 'request completed',
      req: { id: 'req-fast-1', method: 'GET', url: '/api/v1/live' },
      res: { statusCode: 200 },
    });
  });

  it('passes request and reply to the handler and sends a promised string as it is', async () => {
    const response = await setup.fastify.inject({
      method: 'GET',
      url: '/api/v1/typed',
      headers: { 'x-echo': 'hallo' },
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ status: true, message: 'raw', data: 'hallo' });
  });

  it('hands a rejected handler to the error handler', async () => {
    const response = await setup.fastify.inject({ method: 'GET', url: '/api/v1/failing' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves other routes to Nest (guards run)', async () => {
    const response = await setup.fastify.inject({ method: 'GET', url: '/api/v1/slow' });
    expect(response.json()).toEqual({ status: true, message: 'Erfolgreich', data: { status: 'slow' } });
    expect(calls).toEqual({ guard: 1, live: 0, slow: 1 });
  });
});

describe('registerFastPaths refuses', () => {
  it('a route that is not @Public()', async () => {
    await expect(appWith([PrivateController])).rejects.toThrow(
      '@FastPath() on PrivateController.secret (/api/v1/private): only @Public() routes',
    );
  });

  it('a route with guards of its own', async () => {
    await expect(appWith([GuardedController])).rejects.toThrow(
      'no guards, interceptors, pipes or filters of its own',
    );
  });

  it('when a global guard is not known to pass public routes', async () => {
    await expect(appWith([FastController], [])).rejects.toThrow('would skip the global guards CountingGuard');
  });
});
