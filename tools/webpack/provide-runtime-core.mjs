/**
 * Module Federation runtime plugin for the shell: hands the shell's own runtime-core to the remotes
 * (built with `experiments.externalRuntime`, so they read the global `_FEDERATION_RUNTIME_CORE`
 * instead of bundling a second copy, about 16 KB gzip per remote).
 *
 * Replaces MF's `provideExternalRuntime` option, whose plugin imports the CommonJS build of
 * runtime-core and so put a second, untree-shaken runtime (+23 KB gzip) into the shell.
 */
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'fachwerk-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (global && !global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
