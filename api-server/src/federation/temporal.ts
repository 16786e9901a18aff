import { Temporal } from '@js-temporal/polyfill';

/**
 * How long a Fedify duration lasts, in milliseconds. Fedify hands over its polyfill's
 * `Temporal.Duration` but types it by the global `Temporal`, which this package's TypeScript lib
 * does not have yet: read it through the polyfill's own type.
 */
export const millisecondsOf = (duration: unknown): number =>
  Temporal.Duration.from(duration as Temporal.Duration).total({ unit: 'millisecond' });
