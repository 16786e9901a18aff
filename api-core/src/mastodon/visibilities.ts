import type { PostVisibility } from 'api-contract/entities';

/** How each visibility is said to apps: followers-only is Mastodon's `private`, mentioned people only its `direct`. */
export const visibilityNames: Record<PostVisibility, 'public' | 'private' | 'direct'> = {
  public: 'public',
  followers: 'private',
  mentioned: 'direct',
};

/** The audiences apps name, as the community's visibilities: `unlisted` is taken as public. */
const fromNames: Readonly<Record<string, PostVisibility>> = {
  public: 'public',
  unlisted: 'public',
  private: 'followers',
  direct: 'mentioned',
};

/** The visibility an app's name for an audience says, or undefined for a name apps do not use. */
export const visibilityFromName = (name: string): PostVisibility | undefined =>
  Object.hasOwn(fromNames, name) ? fromNames[name] : undefined;
