// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

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
