/** A package's catalogue of one language (`src/locales/es.po`), as @lingui/loader compiles it. */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
