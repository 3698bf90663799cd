import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A body error that the error filter maps to INVALID_JSON (it reads `code` and the message). */
export class JsonBodyError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: 'FST_ERR_CTP_INVALID_JSON_BODY' | 'FST_ERR_CTP_EMPTY_JSON_BODY' | 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    message: string,
  ) {
    super(message);
    this.statusCode = code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : 400;
  }
}

/** JSON is UTF-8 (RFC 8259): a body declared in another charset would be read as something else. */
export function declaredCharsetIsUtf8(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

const FORBIDDEN_KEY_MESSAGE = 'Body contains a forbidden prototype property (__proto__ or constructor.prototype)';

function rejectPrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new JsonBodyError('FST_ERR_CTP_INVALID_JSON_BODY', FORBIDDEN_KEY_MESSAGE);
  if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
    throw new JsonBodyError('FST_ERR_CTP_INVALID_JSON_BODY', FORBIDDEN_KEY_MESSAGE);
  }
  return value;
}

/** Parses a JSON body, refusing prototype-poisoning keys with an error that says so. */
export function parseJsonBody(body: string): unknown {
  if (body.length === 0) throw new JsonBodyError('FST_ERR_CTP_EMPTY_JSON_BODY', 'Body is empty');
  try {
    return JSON.parse(body, rejectPrototypeKeys);
  } catch (error) {
    if (error instanceof JsonBodyError) throw error;
    throw new JsonBodyError('FST_ERR_CTP_INVALID_JSON_BODY', 'Body is not valid JSON');
  }
}

/**
 * Replaces Fastify's JSON parser: Fastify's own drops the reason, so a `__proto__` body and a
 * syntax error look the same. Both still become 400 INVALID_JSON, now with a message naming the key.
 * JSON in another charset than UTF-8 is 415. The API reads no text bodies: Fastify's `text/plain`
 * parser is removed, so such a body is 415 like any other unsupported type (a route without a body
 * would otherwise act on a request whose body it silently ignored).
 */
export function registerJsonParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer, done) => {
    if (!declaredCharsetIsUtf8(request.headers['content-type'])) {
      done(new JsonBodyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 'JSON bodies must be UTF-8'), undefined);
      return;
    }
    try {
      done(null, parseJsonBody(body.toString()));
    } catch (error) {
      done(error as JsonBodyError, undefined);
    }
  });
}
