import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorParams } from '../errors/domain-error';
import { stringConstraint } from '../validation/input-classes';
import { isUnsafeText } from './text-guard';

/** A Fastify plugin, async or with a callback. */
type PluginFn<O> = (instance: FastifyInstance, options: O, done: (error?: Error) => void) => unknown;
type RequestHook = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown> | void;

/** Whether a request may carry multipart files (the only requests @fastify/multipart's hooks act on). */
export function isMultipartRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.toLowerCase().includes('multipart');
}

/**
 * Registers @fastify/multipart on the root instance with its request hooks limited to multipart
 * requests. The plugin adds an async `onRequest` hook (a 'close' listener that deletes saved temporary
 * files when the client goes away) and an async `onResponse` hook (deletes them after the answer) to
 * every request: two promises per request that only matter when a multipart body was parsed, which
 * requires a multipart content type. Everything else the plugin registers (content-type parser,
 * request decorators) is unchanged.
 */
export async function registerMultipart<O>(
  fastify: FastifyInstance,
  plugin: PluginFn<O>,
  options: O,
): Promise<void> {
  const onlyForMultipart = (hook: RequestHook) =>
    function (
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
      done: (error?: Error) => void,
    ) {
      if (!isMultipartRequest(request)) {
        done();
        return;
      }
      Promise.resolve(hook.call(this, request, reply)).then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
    };
  const lean = async (instance: FastifyInstance) => {
    const proxy = new Proxy(instance, {
      get(target, property) {
        if (property === 'addHook') {
          return (name: string, hook: RequestHook) =>
            name === 'onRequest' || name === 'onResponse'
              ? (target.addHook as (n: string, h: unknown) => FastifyInstance)(name, onlyForMultipart(hook))
              : (target.addHook as (n: string, h: unknown) => FastifyInstance)(name, hook);
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error) => (error ? reject(error) : resolve());
      const result = plugin(proxy, options, done);
      if (result && typeof (result as Promise<void>).then === 'function')
        (result as Promise<void>).then(() => resolve(), reject);
    });
  };
  // Like fastify-plugin: register on the root context, not in a child one.
  Object.assign(lean, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: '@fastify/multipart (multipart requests only)',
  });
  await fastify.register(lean);
}

/** The parts of a multipart body as @fastify/multipart yields them (only what readSingleFile reads). */
interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  file?: NodeJS.ReadableStream & { truncated?: boolean; resume(): unknown };
  toBuffer?(): Promise<Buffer>;
}
type MultipartRequest = FastifyRequest & { isMultipart(): boolean; parts(): AsyncIterable<MultipartPart> };

const fieldError = (field: string, messageKey: string, params: ErrorParams = {}) =>
  DomainError.field(field, messageKey, params);

/**
 * Reads the one file of the multipart field `field` and consumes the rest of the body (other parts
 * are drained, so the connection is left clean). Every way the body can be wrong is a 4xx with the
 * envelope, never a 500:
 * - not multipart, no file part, the file under another field name: 400 "required", naming `field`;
 * - a second file (the plugin's `files: 1` limit): 400 "only one file";
 * - a file name with control characters, line breaks or unsafe text (text-guard.ts): 400 naming `field`;
 * - the file larger than the plugin's `fileSize` limit: `tooLarge()` (413);
 * - anything the parser refuses (no boundary, a truncated part, a malformed part header, a field
 *   named like a prototype property…): 400 "not valid multipart/form-data", naming `field`.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  tooLarge: () => Error,
): Promise<{ buffer: Buffer; filename: string }> {
  const multipartRequest = request as MultipartRequest;
  if (!multipartRequest.isMultipart()) throw fieldError(field, 'validation.required');
  let file: { buffer: Buffer; filename: string } | undefined;
  let refusal: Error | undefined;
  try {
    for await (const part of multipartRequest.parts()) {
      if (part.type !== 'file' || !part.file || !part.toBuffer) continue;
      const filename = part.filename ?? '';
      const broken = stringConstraint(filename, false) ?? (isUnsafeText(filename) ? 'unsafeText' : undefined);
      if (part.fieldname !== field || refusal || broken) {
        if (part.fieldname === field && broken) refusal ??= fieldError(field, `validation.${broken}`);
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) refusal = tooLarge();
      else file = { buffer, filename: filename || 'upload' };
    }
  } catch (error) {
    // Everything here only parses the request body: whatever the parser throws is about the body.
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_FILES_LIMIT') throw fieldError(field, 'validation.oneFile');
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (statusCode === 413 && code !== 'FST_PARTS_LIMIT' && code !== 'FST_FIELDS_LIMIT')) throw tooLarge();
    throw fieldError(field, 'validation.multipart');
  }
  if (refusal) throw refusal;
  if (!file) throw fieldError(field, 'validation.required');
  return file;
}
