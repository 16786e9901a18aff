// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom's crypto has random values but no `subtle`, which a page on https or localhost has (the
// mock's passkeys check signatures with it): Node's Web Crypto is the same API.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(globalThis, 'SubtleCrypto', { value: webcrypto.subtle.constructor, configurable: true });
}

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion. Nothing matches.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// jsdom lays nothing out, so its scrollTo only reports "Not implemented" (the feed scrolls to its
// top when new posts are shown). A page that cannot scroll has nothing to do.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
}
