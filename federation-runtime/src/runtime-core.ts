import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Remotes are built without a copy of the federation runtime core of their own
 * (`experiments.externalRuntime`), which takes about 17 KB off each remote entry: they use
 * the one their page puts on `globalThis._FEDERATION_RUNTIME_CORE`. The shell puts it there
 * with `provide-runtime-plugin`; a remote running alone, with the
 * `federation-runtime.js` its build emits for its own page.
 */
const globalKey = '_FEDERATION_RUNTIME_CORE';
type WithRuntimeCore = typeof globalThis & { [globalKey]?: typeof runtimeCore };

export function provideRuntimeCore(): void {
  const global = globalThis as WithRuntimeCore;
  global[globalKey] ??= runtimeCore;
}
