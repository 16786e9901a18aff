/** The navigation's icons, inline so the app ships its own and needs no outside host. */
type IconProps = {
  name: 'home' | 'explore' | 'bookmark' | 'profile' | 'plus' | 'logout' | 'admin' | 'moderation' | 'bell' | 'search' | 'messages';
};

const paths: Record<IconProps['name'], string> = {
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  explore: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4 6-2.5 5.5L8 16l2.5-5.5z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10a9 9 0 0 1 18 0z',
  plus: 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z',
  logout: 'M10 3H4v18h6v-2H6V5h4zm6 4-1.4 1.4 2.6 2.6H9v2h8.2l-2.6 2.6L16 17l5-5z',
  /** A shield: the community's admin screens. */
  admin: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm0 4 4 1.5V11c0 3-1.7 5.8-4 6.9z',
  /** A flag: what people reported, and what the moderators did about it. */
  moderation: 'M5 2h2v1h12l-3 5 3 5H7v9H5z',
  /** A magnifying glass: the search of people, posts and tags. */
  search: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  /** A bell: what others did to one's posts and account. */
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1z',
  /** A speech bubble: one's conversations. */
  messages: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm1 2v12.2L7.3 16H20V5z',
};

/** Icons that point along the line of reading: mirrored when it runs right to left (app.css). */
const directional: ReadonlySet<IconProps['name']> = new Set(['logout']);

export function Icon({ name }: IconProps) {
  return (
    <svg className={directional.has(name) ? 'icon icon--directional' : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
