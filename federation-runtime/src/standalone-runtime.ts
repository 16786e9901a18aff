// `federation-runtime.js`: loaded before a remote's own page, which has no shell to provide
// the federation runtime core its build leaves out (see runtime-core.ts).
import { provideRuntimeCore } from './runtime-core';

provideRuntimeCore();
