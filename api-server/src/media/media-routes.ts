import { type FastifyInstance, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import * as reasons from 'api-contract/reasons';
import { fail } from 'api-contract/rules/result';
import { timingSafeEqual } from 'node:crypto';
import type { Tokens } from 'api-core/platform';
import { grantedAddress, grantSignature, mediaAccess, parseGrant } from 'api-core/media-grants';
import { identified, type NewImage } from 'api-core/images';
import { keepRemoteEmoji, remoteEmojiOf } from 'api-core/remote-emojis';
import {
  elsewhereImageKey,
  keepRemoteAvatar,
  keepRemoteImage,
  mediaRefusedAt,
  remoteAvatarOf,
  remoteImageOf,
  type ImagePlace,
} from 'api-core/remote-images';
import type { ServerDeps } from '../deps';
import { sendRefusal } from '../http/refusal';
import { fetchesOnce } from './fetches-once';
import { mediaIdPattern } from '../platform/image-store';

/**
 * Kept images, by the address `img` gives. An id is the hash of the bytes, so an address
 * always means the same bytes: browsers and caches may keep them for a year. An image shown only
 * by posts that are not public is served to an address with a grant that holds (media-grants.ts),
 * kept by the browser alone until the grant lapses; without one it is the 404 of no image, so its
 * address tells nobody that it exists.
 */
export async function mediaRoutes(app: FastifyInstance, { deps }: { deps: ServerDeps }) {
  const fetchOnce = fetchesOnce(remoteFailurePauseMs);
  /**
   * The id of the copy kept here of a picture of elsewhere (`found`: a post's image, an emoji, an
   * avatar), fetched first under `key` when none is kept (never yet, or no longer), as Mastodon's
   * media proxy does; null when its media are refused or it cannot be had.
   */
  const copyOf = async (
    found: { url: string; mediaId: string | null; mediaRefused: boolean },
    key: string,
    log: FastifyBaseLogger,
    keep: (image: NewImage) => Promise<string | null>,
    maxBytes?: number,
  ): Promise<string | null> => {
    if (found.mediaRefused) return null;
    // Under its address too: a reader asking for the picture an edit put there does not wait for the one it replaced.
    const under = `${key} ${found.url}`;
    return found.mediaId ?? (await fetchOnce(under, found.url, () => fetchRemoteImage(deps, found.url, log, keep, maxBytes)));
  };
  app.get<{ Params: { mediaId: string }; Querystring: { grant?: string } }>('/media/:mediaId', async (request, reply) => {
    const { mediaId } = request.params;
    const notFound = () => sendRefusal(reply, fail(404, reasons.imageNotFound(mediaId)));
    if (!mediaIdPattern.test(mediaId)) return notFound();
    const access = await mediaAccess(deps.db, mediaId);
    if (!access) return notFound();
    const now = Date.now();
    const lapsesAt = access.granted ? await grantLapse(deps.tokens, mediaId, request.query.grant, now) : null;
    if (access.granted && lapsesAt === null) return notFound();
    const kept = lapsesAt === null ? 'public, max-age=31536000, immutable' : `private, max-age=${Math.floor((lapsesAt - now) / 1000)}`;
    reply.header('Cache-Control', kept).header('ETag', `"${mediaId}"`);
    if (request.headers['if-none-match'] === `"${mediaId}"`) return reply.code(304).send();
    const bytes = await deps.images.get(mediaId);
    if (!bytes) return notFound();
    return reply.type(access.contentType).send(bytes);
  });

  // An image of a post of another server, or of a reply of elsewhere (a comment here), at the
  // place it shows it: its copy here (`copyOf`). One whose post is not public asks for a grant,
  // as its kept images do.
  const imageElsewhere = (place: ImagePlace) => async (request: ImageElsewhereRequest, reply: FastifyReply) => {
    const { ownerId } = request.params;
    const position = Number(request.params.position);
    const notFound = () => sendRefusal(reply, fail(404, reasons.imageNotFound(`${ownerId}/${request.params.position}`)));
    if (!/^[0-3]$/.test(request.params.position) || ownerId.length > 64) return notFound();
    const image = await remoteImageOf(deps.db, place, ownerId, position);
    if (!image) return notFound();
    const now = Date.now();
    const isPublic = image.visibility === 'public';
    if (!isPublic && (await grantLapse(deps.tokens, elsewhereImageKey(place, ownerId, position), request.query.grant, now)) === null) {
      return notFound();
    }
    const keep = (fetched: NewImage) => keepRemoteImage(deps, { place, ownerId, position, url: image.url }, fetched);
    const kept = await copyOf(image, `${place}/${ownerId}/${position}`, request.log, keep);
    if (!kept) return sendRefusal(reply, fail(404, reasons.imageElsewhereUnavailable));
    const address = isPublic ? deps.images.addressOf(kept) : await grantedAddress(deps, kept, now);
    // The copy may go (after the days the operator keeps copies): the way to it is asked anew each time.
    return reply.header('Cache-Control', 'no-store').redirect(address, 302);
  };
  app.get('/media/elsewhere/:ownerId/:position', imageElsewhere('post'));
  app.get('/media/elsewhere/comment/:ownerId/:position', imageElsewhere('comment'));

  // A custom emoji of another server, the same way (a server's emoji are everyone's: no grant).
  app.get<{ Params: { emojiId: string } }>('/media/elsewhere/emoji/:emojiId', async (request, reply) => {
    const { emojiId } = request.params;
    const emoji = emojiId.length > 64 ? null : await remoteEmojiOf(deps.db, emojiId);
    if (!emoji) return sendRefusal(reply, fail(404, reasons.imageNotFound(`emoji/${emojiId}`)));
    const keep = (fetched: NewImage) => keepRemoteEmoji(deps, emojiId, emoji.url, fetched);
    const kept = await copyOf(emoji, `emoji/${emojiId}`, request.log, keep, emojiMaxBytes);
    if (!kept) return sendRefusal(reply, fail(404, reasons.imageElsewhereUnavailable));
    // A page draws an emoji many times: the browser keeps the way to its copy a while (a copy let
    // go meanwhile is fetched again once this lapses).
    return reply.header('Cache-Control', `private, max-age=${emojiRedirectSeconds}`).redirect(deps.images.addressOf(kept), 302);
  });

  // The avatar of a person of another server, the same way (avatars are everyone's: no grant).
  app.get<{ Params: { userId: string } }>('/media/elsewhere/avatar/:userId', async (request, reply) => {
    const { userId } = request.params;
    const avatar = userId.length > 64 ? null : await remoteAvatarOf(deps.db, userId);
    if (!avatar) return sendRefusal(reply, fail(404, reasons.imageNotFound(`avatar/${userId}`)));
    const kept = await copyOf(avatar, `avatar/${userId}`, request.log, (fetched) => keepRemoteAvatar(deps, userId, avatar.url, fetched));
    if (!kept) return sendRefusal(reply, fail(404, reasons.imageElsewhereUnavailable));
    return reply.header('Cache-Control', 'no-store').redirect(deps.images.addressOf(kept), 302);
  });
}

/** A request for an image of a post or reply of elsewhere, by its owner's id and its place there. */
type ImageElsewhereRequest = FastifyRequest<{ Params: { ownerId: string; position: string }; Querystring: { grant?: string } }>;

/** How long an image of elsewhere that could not be had is not asked for again (fetches-once.ts). */
const remoteFailurePauseMs = 10 * 60_000;

/** The types an image of elsewhere may be, as its server says (the bytes are then decoded and encoded anew, as an upload's). */
const remoteImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];
/** The most bytes an image of elsewhere may be: Mastodon's limit for an image it takes (16 MB). */
const remoteImageMaxBytes = 16 * 1024 * 1024;
/** The most bytes a custom emoji of elsewhere may be: Mastodon's limit for one it takes (256 KB). */
const emojiMaxBytes = 256 * 1024;
/** How long a browser keeps the way to an emoji's copy. */
const emojiRedirectSeconds = 600;

/**
 * Fetches an image of elsewhere from its server (guarded: remote-fetch.ts; at most `maxBytes`),
 * encodes it anew as an upload is (its pixels counted, its metadata dropped) and has `keep` keep
 * it as the copy of its place: the copy's id, or null when it cannot be had (the failure is logged).
 */
async function fetchRemoteImage(
  deps: ServerDeps,
  url: string,
  log: FastifyBaseLogger,
  keep: (image: NewImage) => Promise<string | null>,
  maxBytes = remoteImageMaxBytes,
): Promise<string | null> {
  try {
    // A server whose media admins refused is not fetched from by way of another's redirect either.
    const refusedHost = (host: string) => mediaRefusedAt(deps.db, host);
    const fetched = await deps.remoteFetch.get(url, { types: remoteImageTypes, maxBytes, refusedHost });
    const encoded = await deps.images.encodeUpload(fetched, 'Image');
    if (!encoded.ok) {
      log.warn({ url, code: encoded.code, words: encoded.message }, 'an image of elsewhere was refused');
      return null;
    }
    return await keep(identified(encoded.value));
  } catch (error) {
    log.warn({ url, err: error }, 'an image of elsewhere could not be fetched');
    return null;
  }
}

/**
 * When the grant an address carries for image `id` lapses, if this side made it and it has not
 * lapsed at `now`; null otherwise. The signatures are compared in a time that does not tell how
 * much of one matched.
 */
async function grantLapse(tokens: Tokens, id: string, grant: unknown, now: number): Promise<number | null> {
  const parsed = parseGrant(typeof grant === 'string' ? grant : undefined);
  if (!parsed || parsed.lapsesAt <= now) return null;
  const expected = Buffer.from(await grantSignature(tokens, id, parsed.lapsesAt));
  const given = Buffer.from(parsed.signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parsed.lapsesAt : null;
}
