import { DomainError } from '@fachwerk/server/core';

/**
 * A patch body must be a JSON object. Nest's validation pipe turns a `null` body into `{}`, which an
 * all-optional patch DTO would accept as "change nothing": refuse it from the raw request body.
 */
export function requireObjectBody(request: { body?: unknown }): void {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new DomainError('VALIDATION_FAILED');
}

/** Optional bodies: absent is `{}`, anything but an object is a 400. */
export function optionalObjectBody(request: { body?: unknown }): void {
  if (request.body !== undefined && request.body !== null) requireObjectBody(request);
}
