import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { provideRuntimeCore } from './runtime-core';

/**
 * The host's runtime plugin that hands its federation runtime core to the remotes (see
 * runtime-core.ts), before any remote entry can ask for it.
 */
const provideRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'social-provide-runtime-core',
  beforeInit(args) {
    provideRuntimeCore();
    return args;
  },
});

export default provideRuntimePlugin;
