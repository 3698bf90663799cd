import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const VALID_ID = /^[A-Za-z0-9._:-]{8,100}$/;
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`: keeps a sane incoming `x-request-id` (from a proxy), else a new UUID. The id is
 * also put on the raw request, where pino-http picks it up, so logs and error envelopes share it.
 */
export function genRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
  (raw as IncomingMessage & { id?: string }).id = id;
  return id;
}
