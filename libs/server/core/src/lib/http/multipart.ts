import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
