import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Remotes are built without a copy of the federation runtime core of their own
 * (`experiments.externalRuntime`), which takes about 17 KB off each remote entry: they use
 * the one their page puts on `globalThis._FEDERATION_RUNTIME_CORE`. The page's host puts it there
 * with `provide-runtime-plugin`: the shell, or a remote's own page, which is a host of its own.
 */
const globalKey = '_FEDERATION_RUNTIME_CORE';
type WithRuntimeCore = typeof globalThis & { [globalKey]?: typeof runtimeCore };

export function provideRuntimeCore(): void {
  const global = globalThis as WithRuntimeCore;
  global[globalKey] ??= runtimeCore;
}
