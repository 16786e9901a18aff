/**
 * The web's globals Fedify's types name, which this package's lib (Node's, no DOM, and no
 * `esnext.temporal` in TypeScript 5.9) lacks: Web Crypto's key types are Node's own, and Temporal
 * is the polyfill Fedify itself runs on (Node 24 has no global Temporal). Types only.
 */
import type { webcrypto } from 'node:crypto';
import type { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
  type CryptoKeyPair = webcrypto.CryptoKeyPair;
  type JsonWebKey = webcrypto.JsonWebKey;
  namespace Temporal {
    type Instant = TemporalPolyfill.Instant;
    type Duration = TemporalPolyfill.Duration;
    type DurationLike = TemporalPolyfill.DurationLike;
  }
}
