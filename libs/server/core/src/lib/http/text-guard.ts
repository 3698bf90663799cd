import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/domain-error';

/**
 * Text that is not Unicode text: a lone UTF-16 surrogate (half of a pair, as a JSON `\ud800` escape
 * produces) cannot be stored as UTF-8 (PostgreSQL refuses it in JSON and text: a 500 once it got
 * there), and a noncharacter (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE and
 * U+FFFF among them) is reserved for a program's internal use and breaks the documents built from it
 * later (an XRechnung with U+FFFF is invalid XML). Neither is ever typed by a person.
 */
const NONCHARACTER = new RegExp(
  `[\\u{FDD0}-\\u{FDEF}${Array.from({ length: 17 }, (_, plane) => {
    const base = (plane * 0x10000 + 0xfffe).toString(16);
    const last = (plane * 0x10000 + 0xffff).toString(16);
    return `\\u{${base}}\\u{${last}}`;
  }).join('')}]`,
  'u',
);

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a lone surrogate or a noncharacter. */
export const isUnsafeText = (value: string): boolean => LONE_SURROGATE.test(value) || NONCHARACTER.test(value);

const MAX_DEPTH = 32;

/**
 * The path of the first string (or object key) in `value` that is unsafe text, like the validation
 * pipe names fields (`contactPerson.0.name`); `root` for the value itself; undefined when all is text.
 */
export function unsafeTextPath(value: unknown, root: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? root : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return undefined;
  const join = (key: string) => (root ? `${root}.${key}` : key);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = unsafeTextPath(value[index], join(String(index)), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return join(key);
    const found = unsafeTextPath(item, join(key), depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** VALIDATION_FAILED naming the field, with the text `validation.unsafeText`. */
export const unsafeTextError = (field: string): DomainError => DomainError.field(field || 'body', 'validation.unsafeText');

/**
 * The one input guard for text: before any handler (and before the validation pipe), every string
 * of the path parameters, the query and a parsed body (JSON; multipart file names are checked where
 * they are read, readSingleFile) is refused with a 400 naming its field when it is not Unicode text
 * (isUnsafeText). Keys count like values. One synchronous hook on every route.
 */
export function registerTextGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const field =
      unsafeTextPath(request.params, '') ?? unsafeTextPath(request.query, '') ?? unsafeTextPath(request.body, '');
    done(field === undefined ? undefined : unsafeTextError(field));
  });
}
