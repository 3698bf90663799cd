import { RequestMethod, SetMetadata, type Type } from '@nestjs/common';
import {
  EXCEPTION_FILTERS_METADATA,
  GUARDS_METADATA,
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  REDIRECT_METADATA,
  RENDER_METADATA,
  ROUTE_ARGS_METADATA,
  SSE_METADATA,
} from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { IS_PUBLIC, ROLES } from '../auth/auth.decorators';

export const FAST_PATH = 'fachwerk:fastPath';

/**
 * Marks a `@Public()` GET handler that Fastify calls directly instead of through Nest's router
 * (execution context, guards consumer, pipes, response controller: a few promises and objects per
 * request). Everything registered as a Fastify hook still applies: request id, request log, security
 * headers, CORS, rate limiting, the envelope, and errors go to Nest's exception filter.
 * `registerFastPaths` checks at start-up that skipping Nest changes nothing: the route must be public
 * (the global guards all pass a guest on a public route), take no parameters but `@Req()`/`@Res()`
 * and have no guards, interceptors, pipes, filters, status code or header decorators of its own.
 */
export const FastPath = () => SetMetadata(FAST_PATH, true);

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** RouteParamtypes.REQUEST / RESPONSE of @nestjs/common (`@Req()`, `@Res()`), as keys `type:index`. */
const REQUEST_ARG = 0;
const RESPONSE_ARG = 1;

const joinPath = (...parts: string[]) =>
  `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

const ENHANCERS = [GUARDS_METADATA, INTERCEPTORS_METADATA, PIPES_METADATA, EXCEPTION_FILTERS_METADATA];
const RESPONSE_SHAPERS = [HTTP_CODE_METADATA, REDIRECT_METADATA, RENDER_METADATA, SSE_METADATA];

function hasAny(keys: string[], target: object): boolean {
  return keys.some((key) => {
    const value: unknown = Reflect.getMetadata(key, target);
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  });
}

/** Why a handler marked @FastPath() cannot skip Nest, or undefined when it can. */
function refusal(
  type: Type,
  name: string,
  handler: Handler,
  method: RequestMethod | undefined,
  path: string,
): string | undefined {
  if (method !== RequestMethod.GET) return 'only GET routes';
  if (/[:*{]/.test(path)) return 'only routes without path parameters';
  const isPublic = (Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, type)) === true;
  if (!isPublic) return 'only @Public() routes (the guards are skipped)';
  const roles = (Reflect.getMetadata(ROLES, handler) ?? Reflect.getMetadata(ROLES, type)) as
    unknown[] | undefined;
  if (roles && roles.length > 0) return 'no @Roles()';
  if (hasAny(ENHANCERS, handler) || hasAny(ENHANCERS, type))
    return 'no guards, interceptors, pipes or filters of its own';
  if (hasAny([...RESPONSE_SHAPERS, HEADERS_METADATA], handler))
    return 'no @HttpCode(), @Header(), @Redirect(), @Render() or @Sse()';
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, unknown>;
  const allowed = new Set([`${REQUEST_ARG}:0`, `${RESPONSE_ARG}:1`]);
  if (Object.keys(args).some((key) => !allowed.has(key)))
    return 'parameters only (@Req() request, @Res({ passthrough: true }) reply)';
  return undefined;
}

export interface FastPathOptions {
  /** The global prefix of the API (`/api/v1`). */
  prefix: string;
  /**
   * The global guards (APP_GUARD) known to let a guest through on a @Public() route. Any other
   * global guard, or any global interceptor, makes start-up fail: the fast path would skip it.
   */
  publicGuards: Type[];
}

/** The providers of one kind of global enhancer (APP_GUARD, APP_INTERCEPTOR) across all modules. */
function globalEnhancers(modules: ModulesContainer, token: string): Type[] {
  const found: Type[] = [];
  for (const module of modules.values()) {
    for (const [key, wrapper] of module.providers) {
      if (typeof key === 'string' && key.startsWith(`${token} (UUID`) && wrapper.metatype)
        found.push(wrapper.metatype as Type);
    }
  }
  return found;
}

/**
 * Finds the handlers marked @FastPath() and makes Fastify answer their routes from a route-level
 * `preHandler` hook: after every `onRequest` hook (request id, security headers, CORS, rate limit) and
 * before Nest's handler, which is then never reached. The reply goes through Fastify's
 * `preSerialization` (envelope), `onSend` and `onResponse` (request log) hooks as any other; a thrown
 * or rejected handler is passed to Fastify's error handler, which Nest sets to its exception filters.
 * Call after `NestFactory.create` and before `app.init()` (which registers the routes).
 * Returns the fast routes ("GET /api/v1/health/live").
 */
export function registerFastPaths(
  fastify: FastifyInstance,
  modules: ModulesContainer,
  options: FastPathOptions,
): string[] {
  const routes = new Map<string, Handler>();
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as Type | null;
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!type || !instance) continue;
      const bases = ([] as string[]).concat(
        (Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined) ?? '',
      );
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (
          name === 'constructor' ||
          typeof handler !== 'function' ||
          Reflect.getMetadata(FAST_PATH, handler) !== true
        )
          continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const paths = ([] as string[]).concat(
          (Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined) ?? '',
        );
        for (const base of bases) {
          for (const path of paths) {
            const url = joinPath(options.prefix, base, path);
            const why = refusal(type, name, handler as Handler, method, url);
            if (why) throw new Error(`@FastPath() on ${type.name}.${name} (${url}): ${why}`);
            routes.set(url, (handler as Handler).bind(instance));
          }
        }
      }
    }
  }
  if (routes.size === 0) return [];

  const interceptors = globalEnhancers(modules, 'APP_INTERCEPTOR');
  if (interceptors.length > 0)
    throw new Error(
      `@FastPath() would skip the global interceptors ${interceptors.map((t) => t.name).join(', ')}`,
    );
  const unknownGuards = globalEnhancers(modules, 'APP_GUARD').filter(
    (guard) => !options.publicGuards.includes(guard),
  );
  if (unknownGuards.length > 0) {
    throw new Error(
      `@FastPath() would skip the global guards ${unknownGuards.map((t) => t.name).join(', ')} (not known to pass public routes)`,
    );
  }

  fastify.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.method === 'GET' ? routes.get(route.url) : undefined;
    if (!handler) return;
    const hook = fastPathHook(handler);
    route.preHandler =
      route.preHandler === undefined
        ? [hook]
        : (([] as unknown[]).concat(route.preHandler, hook) as RouteOptions['preHandler']);
  });
  return [...routes.keys()].map((url) => `GET ${url}`);
}

/** The preHandler answering a fast route: the handler's value (or its promise's) is the reply payload. */
function fastPathHook(handler: Handler) {
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    let result: unknown;
    try {
      result = handler(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (
      result !== null &&
      typeof result === 'object' &&
      typeof (result as Promise<unknown>).then === 'function'
    ) {
      (result as Promise<unknown>).then(
        (value) => void reply.send(value),
        (error: unknown) => done(error as Error),
      );
      return;
    }
    void reply.send(result);
  };
}
