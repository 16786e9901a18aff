/**
 * Seed avatars and post pictures, drawn as SVG in code so the project ships its images
 * and never waits on an outside host.
 */
const toDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function avatar(initials: string, background: string): string {
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/>` +
      `<text x="48" y="60" font-family="sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** A simple landscape: sky, sun and two hills in the given colours. */
export function landscape(sky: string, sun: string, near: string, far: string): string {
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><rect width="640" height="400" fill="${sky}"/>` +
      `<circle cx="470" cy="120" r="58" fill="${sun}"/>` +
      `<path d="M0 300 Q160 180 320 280 T640 250 V400 H0Z" fill="${far}"/>` +
      `<path d="M0 340 Q200 260 380 330 T640 320 V400 H0Z" fill="${near}"/></svg>`,
  );
}
