import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@fachwerk/shared/i18n/server';
import type { ApiEnvelope, ErrorCode } from '@fachwerk/shared/contracts';
import { requestLanguage } from './request-language';

/** Marks a payload that already is an envelope (errors), so the hook leaves it alone. JSON ignores symbol keys. */
export const ENVELOPED = Symbol('enveloped');

/** A handler result with a specific success message (catalogue key) instead of the generic one. */
export class ApiResult<T> {
  constructor(
    readonly data: T,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** A code the client acts on although the request succeeded (§8: login of an unapproved account). */
    readonly code?: ErrorCode,
  ) {}
}

/** `return withMessage('server.auth.loggedOut')` or `withMessage(key, data)` from a controller. */
export const withMessage = <T = undefined>(
  messageKey: string,
  data?: T,
  params?: Record<string, string | number>,
) => new ApiResult<T | undefined>(data, messageKey, params);

/**
 * A successful response that still carries a refusal code and its text, e.g. the session of an
 * unapproved account: `return withNotice('ACCOUNT_NOT_APPROVED', session)` (§8).
 */
export const withNotice = <T>(code: ErrorCode, data: T) => new ApiResult<T>(data, `errors.${code}`, {}, code);

export function markEnveloped<T extends object>(body: T): T {
  Object.defineProperty(body, ENVELOPED, { value: true, enumerable: false });
  return body;
}

const okMessages = new Map<string, string>();
/** The generic success message, translated once per language. */
function okMessage(language: string): string {
  let message = okMessages.get(language);
  if (message === undefined) {
    message = translate(language, 'server.ok');
    okMessages.set(language, message);
  }
  return message;
}

/** Wraps a handler's return value into `{status, message, data}`; `status` is false for an HTTP error status. */
export function toEnvelope(payload: unknown, language: string, ok = true): ApiEnvelope {
  if (payload instanceof ApiResult) {
    const body: ApiEnvelope = {
      status: ok,
      message: translate(language, payload.messageKey, payload.params),
    };
    if (payload.code) body.code = payload.code;
    if (payload.data !== undefined) body.data = payload.data;
    return body;
  }
  const body: ApiEnvelope = { status: ok, message: okMessage(language) };
  if (payload !== undefined && payload !== null && payload !== '') body.data = payload;
  return body;
}

/**
 * Builds the envelope in Fastify's preSerialization hook (cheaper than a Nest interceptor, see
 * TOOLCHAIN). Only routes under `prefix` are wrapped; the OpenAPI document and static files are not.
 */
export function registerEnvelope(fastify: FastifyInstance, prefix: string): void {
  // A callback hook, not an async one: no promise per request.
  fastify.addHook(
    'preSerialization',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) => {
      if (
        !request.url.startsWith(prefix) ||
        (payload !== null && typeof payload === 'object' && ENVELOPED in payload)
      ) {
        done(null, payload);
        return;
      }
      done(null, toEnvelope(payload, requestLanguage(request), reply.statusCode < 400));
    },
  );
}
