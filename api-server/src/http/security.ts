import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers for the app's pages and the API: a Content-Security-Policy that lets scripts
 * and connections come only from this origin and the remotes' (no inline or eval'd script),
 * `nosniff`, and no framing. Styles may be inline: the app injects its CSS as <style> elements
 * (style-loader) and react-hot-toast styles its toasts that way. `webAssembly` lets a page compile
 * WebAssembly (not eval JavaScript): a remote's own page runs the in-page mock's PGlite.
 */
export function securityHeaders(remoteOrigins: string[], { crossOriginResources = false, webAssembly = false } = {}): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remoteOrigins, ...(webAssembly ? ["'wasm-unsafe-eval'"] : [])],
        'connect-src': ["'self'", ...remoteOrigins],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    // A remote's files are fetched by pages of another origin (the shell's).
    crossOriginResourcePolicy: { policy: crossOriginResources ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    // The pages are served over plain http on localhost; HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  };
}
