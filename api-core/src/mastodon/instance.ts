import { languageCodes } from 'api-contract/languages';
import { limits } from 'api-contract/limits';
import type { Registration } from 'api-contract/runtime-config';
import type { Queryable } from '../db/database';
import { communityUsage } from '../federation/community-usage';

/**
 * A status's text is a post's caption (its first line) and its text (the rest), joined by a
 * line break (docs/apps.md): the longest status is the longest of each.
 */
export const statusCharactersMax = limits.captionMax + 1 + limits.contentMax;

/** The image types an app may upload: those the server decodes (and encodes anew as WebP). */
const imageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];

/** What the server says of itself that the database does not: where it is, its version, how it takes images. */
export type ServerFacts = { origin: string; name: string; version: string; imagePixelsMax: number; registration: Registration };

/**
 * The Mastodon version apps read from `version` to know what they may call (Ivory, Tusky and
 * Mastodon.py parse its first three numbers): the 4.x API this one follows, with what it is,
 * as Pixelfed and GoToSocial answer.
 */
const compatibleVersion = (facts: ServerFacts) => `4.3.0 (compatible; Social ${facts.version})`;

/** What an app reads of its limits, the same in both versions of the instance. */
const configuration = (facts: ServerFacts) => ({
  accounts: { max_featured_tags: 0, max_pinned_statuses: 0 },
  statuses: { max_characters: statusCharactersMax, max_media_attachments: limits.postImagesMax, characters_reserved_per_url: 23 },
  media_attachments: {
    supported_mime_types: imageTypes,
    description_limit: limits.altTextMax,
    image_size_limit: limits.imageMaxBytes,
    image_matrix_limit: facts.imagePixelsMax,
    video_size_limit: 0,
    video_frame_rate_limit: 0,
    video_matrix_limit: 0,
  },
  polls: { max_options: 0, max_characters_per_option: 0, min_expiration: 0, max_expiration: 0 },
  translation: { enabled: false },
});

/** Where apps open the streaming API's WebSocket: this server, by `wss:` where its pages are `https:`. */
const streamingAddress = (origin: URL) => `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;

/** What both versions of the instance say alike: the counts, the host, the picture, and how people join. */
async function described(db: Queryable, facts: ServerFacts) {
  const origin = new URL(facts.origin);
  const { mode } = facts.registration;
  return {
    counts: await communityUsage(db),
    origin,
    thumbnail: new URL('/icons/icon-512.png', origin).href,
    joining: { open: mode === 'open' || mode === 'approval', approval: mode === 'approval', invites: mode === 'invite' },
  };
}

/** `GET /api/v2/instance`: the community as Mastodon 4 describes itself. */
export async function instanceV2(db: Queryable, facts: ServerFacts) {
  const { counts, origin, thumbnail, joining } = await described(db, facts);
  return {
    domain: origin.host,
    title: facts.name,
    version: compatibleVersion(facts),
    description: '',
    usage: { users: { active_month: counts.users.activeMonth } },
    thumbnail: { url: thumbnail },
    icon: [{ src: new URL('/icons/icon-192.png', origin).href, size: '192x192' }],
    languages: languageCodes,
    configuration: { urls: { streaming: streamingAddress(origin), status: null }, ...configuration(facts) },
    registrations: { enabled: joining.open, approval_required: joining.approval, message: null },
    api_versions: { mastodon: 2 },
    contact: { email: '', account: null },
    rules: [],
  };
}

/** `GET /api/v1/instance`: the same in Mastodon 3's shape, which older apps read. */
export async function instanceV1(db: Queryable, facts: ServerFacts) {
  const { counts, origin, thumbnail, joining } = await described(db, facts);
  return {
    uri: origin.host,
    title: facts.name,
    short_description: '',
    description: '',
    email: '',
    version: compatibleVersion(facts),
    urls: { streaming_api: streamingAddress(origin) },
    stats: { user_count: counts.users.total, status_count: counts.posts, domain_count: counts.servers },
    thumbnail,
    languages: languageCodes,
    registrations: joining.open,
    approval_required: joining.approval,
    invites_enabled: joining.invites,
    configuration: configuration(facts),
    contact_account: null,
    rules: [],
  };
}
