import multipart from '@fastify/multipart';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Redis } from 'ioredis';
import { API_DOCS_PATH, API_PREFIX, UPLOAD_MAX_BYTES } from '@fachwerk/shared/contracts';
import {
  BearerSubjects,
  fastifyTrustProxy,
  createAppLogger,
  DomainError,
  genRequestId,
  JwtAuthGuard,
  registerFastPaths,
  RolesGuard,
  parseQueryString,
  registerCors,
  registerEnvelope,
  registerJsonParser,
  registerTextGuard,
  registerMultipart,
  registerRateLimit,
  registerRequestLogging,
  registerSecurityHeaders,
  NestPinoLogger,
  REQUEST_ID_HEADER,
  type AppConfig,
} from '@fachwerk/server/core';
import { ApprovalGuard } from '../modules/auth';
import { configureRealtime } from '../realtime';
import { AppModule } from './app.module';
import { registerApiRequestMetrics, startApiMetrics } from './metrics';
import { REDIS } from './redis.module';

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the API application (not listening yet): Nest on Fastify with security headers, CORS,
 * Redis-backed rate limiting, the envelope hook, OpenAPI docs and graceful shutdown.
 * Used by main.ts and by the integration tests.
 */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const logger = createAppLogger(config, 'api');
  const adapter = new FastifyAdapter({
    genReqId: genRequestId,
    trustProxy: fastifyTrustProxy(config.api.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parseQueryString },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new NestPinoLogger(logger),
    // Our own JSON parser (registerJsonParser) replaces Nest's, so body errors are told apart.
    bodyParser: false,
  });
  app.setGlobalPrefix(API_PREFIX.slice(1));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  // Everything per request is a synchronous Fastify hook (no Nest middleware or interceptor, no
  // per-request setup work): see the framework-overhead figure of `npm run bench -- --api-only`.
  registerRequestLogging(fastify, logger);
  const metrics = registerApiRequestMetrics(fastify);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    // No proxy, load balancer or browser keeps an answer (ASVS 5.0 V14.2.2, V14.3.2): most carry personal
    // data. A route whose answer may be kept says so itself (public uploads: `public, max-age=…`).
    void reply.header('cache-control', 'no-store');
    done();
  });
  registerSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: [`'self'`],
        styleSrc: [`'self'`, `'unsafe-inline'`],
        imgSrc: [`'self'`, 'data:', 'validator.swagger.io'],
        scriptSrc: [`'self'`, `https: 'unsafe-inline'`],
      },
    },
  });
  // CORS allowlist: exactly the origins of CORS_ORIGINS (strings match exactly).
  registerCors(fastify, {
    origins: config.api.corsOrigins,
    // The web apps also PATCH and DELETE.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    credentials: true,
    exposedHeaders: [REQUEST_ID_HEADER],
  });
  const bearerSubjects = new BearerSubjects(config.jwt.accessSecret);
  // Per user (a verified Bearer token) or else per client IP (the real one behind TRUST_PROXY),
  // shared by all instances through Redis (counted locally between batched syncs).
  registerRateLimit(fastify, {
    redis: app.get<Redis>(REDIS),
    nameSpace: `${config.redisPrefix}:rate-limit:`,
    max: config.rateLimit.max,
    anonymousMax: config.rateLimit.anonymousMax,
    windowMs: config.rateLimit.windowMs,
    subjectOf: (request) => bearerSubjects.subjectOf(request.headers.authorization),
    onExceeded: (seconds) => new DomainError('RATE_LIMITED', { params: { seconds }, data: { retryAfterSeconds: seconds } }),
  });

  // Uploads: one file per request; the uploads module turns a larger file into 413.
  // Its per-request hooks run for multipart requests only (see registerMultipart).
  await registerMultipart(fastify, multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  registerJsonParser(fastify);
  // Lone surrogates and noncharacters in params, query and body: 400 naming the field, before any handler.
  registerTextGuard(fastify);
  registerEnvelope(fastify, API_PREFIX);
  // Hot public reads (@FastPath()) are answered from a Fastify hook without Nest's router; every hook above still runs.
  registerFastPaths(fastify, app.get(ModulesContainer), {
    prefix: API_PREFIX,
    publicGuards: [JwtAuthGuard, RolesGuard, ApprovalGuard],
  });

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fachwerk API')
      .setDescription(
        'REST API of the Fachwerk marketplace. Every response is the envelope {status, message, data}.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document, {
    jsonDocumentUrl: `${API_DOCS_PATH.slice(1)}-json`,
  });

  try {
    await configureRealtime(app, config);
    await app.init();
    await startApiMetrics(app, metrics);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
