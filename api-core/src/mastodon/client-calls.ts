import type { Post, User } from 'api-contract/entities';
import { limits } from 'api-contract/limits';
import { namesSomeoneElsewhere } from 'api-contract/rules/handle-rules';
import * as reasons from 'api-contract/reasons';
import { accountOf, credentialAccountOf } from './accounts';
import { answered, callContract, refused, type MastodonAnswer } from './answers';
import { by, limitOf, listOf, memberOf, textOf, yesOrNo, type CallContext } from './call-context';
import { describeUpload, descriptionProblem, descriptionsOf, mediaAttachmentOf } from './media';
import { conversationCalls } from './conversations';
import { startUpCalls } from './start-up-calls';
import { markerCalls } from './markers';
import { notificationCalls } from './notifications';
import { isAfter, pageLinks, postPageAsked, type PostPageAsked, type TimeList } from './paging';
import { captionAndText, oneStatus, statusesByCursor, statusesOf, statusTextOf } from './statuses';
import { visibilityFromName, visibilityNames } from './visibilities';
import { editCalls } from './edit-calls';
import { statusCharactersMax } from './instance';
import type { ClientCall } from './client-call';
import { personById, profileAccountOf, relationshipOf } from './people';
import { relationshipCalls } from './relationship-calls';
import { contextOf, postIdOfComment, replyTo, statusById } from './threads';

/**
 * A page of a list of posts as statuses, with its `Link`: the contract's page asked as Mastodon's
 * ids say (paging.ts), newest first whichever way it was read.
 */
async function postTimeline(
  context: CallContext,
  list: TimeList,
  read: (
    query: PostPageAsked['query'] & { include: 'authors'; previews: 'none' },
  ) => Promise<MastodonAnswer<{ posts: Post[]; nextCursor: string | null; authors?: User[] }>>,
): Promise<MastodonAnswer<unknown>> {
  const asked = await postPageAsked(context, list);
  if (!asked.ok) return asked;
  // Each status holds its author's account: the page reads them in its own statement. A status
  // names no likers or reposters, so the page reads none (bench/README.md, issue 39).
  const page = await read({ ...asked.value.query, include: 'authors', previews: 'none' });
  if (!page.ok) return page;
  const posts = (asked.value.oldestFirst ? [...page.value.posts].reverse() : page.value.posts).filter((post) =>
    isAfter(asked.value.since, post),
  );
  const statuses = await statusesOf(context, posts, page.value.authors);
  if (!statuses.ok) return statuses;
  const nextCursor = asked.value.oldestFirst ? (statuses.value.at(-1)?.id ?? null) : page.value.nextCursor;
  return answered(statuses.value, pageLinks(context, { first: statuses.value[0]?.id ?? null, nextCursor, limit: asked.value.query.limit }));
}

/**
 * The member's own lists of posts, their bookmarks and their favourites (the posts they liked):
 * the latest bookmark or like first, paged by the `Link` the contract's cursor makes, as
 * Mastodon pages them by ids of its own.
 */
const ownPosts = (path: string, scope: string, operation: 'getBookmarkedPostsPage' | 'getLikedPostsPage'): ClientCall => ({
  method: 'get',
  path,
  scope,
  member: true,
  run: (context) => statusesByCursor(context, (query) => callContract(context.api, operation, { ...by(context), query })),
});

/** One of the member's uploads as an attachment, by its id. */
const uploadAttachment = (context: CallContext, mediaId: string, description: string) =>
  mediaAttachmentOf({ id: mediaId, url: context.imageAddress(mediaId) }, description, context.origin);

/** A change to a post (like, bookmark, repost...), answered as the post it answers, as a status: the change's own answer, read once. */
async function changedStatus(context: CallContext, change: Promise<MastodonAnswer<{ post: Post }>>) {
  const changed = await change;
  return changed.ok ? oneStatus(context, changed.value.post) : changed;
}

/**
 * `favourite` and `unfavourite`: a post's like, or a reply's upvote (a comment's upvotes are its
 * favourites; taking one back withdraws the vote). Answered as the status after the change. As
 * on Mastodon, favouriting what one has favourited, or taking back what one has not, changes
 * nothing and is no error. A reply one downvoted is not favourited: favouriting it turns the
 * vote up, and taking back a favourite leaves a downvote alone.
 */
const favouriting = (name: 'favourite' | 'unfavourite', favourited: boolean): ClientCall => ({
  method: 'post',
  path: `/v1/statuses/:id/${name}`,
  scope: 'write:favourites',
  member: true,
  run: async (context) => {
    const id = context.params.id!;
    const before = await statusById(context, id);
    if (!before.ok || before.value.favourited === favourited) return before;
    if (before.value.in_reply_to_id === null) {
      const operation = favourited ? 'likePost' : 'dislikePost';
      const changed = await changedStatus(
        context,
        callContract<typeof operation, 'minimal'>(context.api, operation, { ...by(context), minimal: true, params: { postId: id } }),
      );
      return changed.ok ? changed : alreadySo(context, id, favourited, changed);
    }
    const postId = await postIdOfComment(context.db, id);
    if (postId === null) return refused(404, 'Record not found');
    const operation = favourited ? 'upvoteComment' : 'withdrawCommentVote';
    const changed = await callContract(context.api, operation, { ...by(context), minimal: true, params: { postId, commentId: id } });
    return changed.ok ? statusById(context, id) : alreadySo(context, id, favourited, changed);
  },
});

/** A refused change, unless the status is as it was asked to be (a favourite sent twice at once): then the status. */
async function alreadySo(context: CallContext, id: string, favourited: boolean, refusal: MastodonAnswer<never>) {
  const now = await statusById(context, id);
  return now.ok && now.value.favourited === favourited ? now : refusal;
}

/** `POST /api/v1/statuses`: a new post from a status, its media by id with the descriptions their upload gave them. */
async function createStatus(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const text = textOf(context.body.status) ?? '';
  const mediaIds = listOf(context.body.media_ids ?? context.body['media_ids[]']);
  if (Array.from(text).length > statusCharactersMax) {
    return refused(422, `Validation failed: Text character limit of ${statusCharactersMax} exceeded`);
  }
  if (text.trim() === '') return refused(422, "Validation failed: Text can't be blank");
  if (mediaIds.length > limits.postImagesMax)
    return refused(422, `Validation failed: a status may have at most ${limits.postImagesMax} images.`);
  if (
    context.body.in_reply_to_id !== undefined &&
    context.body.in_reply_to_id !== null &&
    typeof context.body.in_reply_to_id !== 'string'
  ) {
    return refused(422, 'Validation failed: in_reply_to_id must be the id of a status.');
  }
  const inReplyTo = textOf(context.body.in_reply_to_id);
  if (inReplyTo && mediaIds.length > 0)
    return refused(422, 'Validation failed: a reply is a comment here, and a comment holds no pictures.');
  if (inReplyTo) return replyTo(context, inReplyTo, text);
  // None named: the member's own default, as the community's editor has it.
  const visibilityName = textOf(context.body.visibility);
  const visibility = visibilityName === undefined ? undefined : visibilityFromName(visibilityName);
  if (visibilityName !== undefined && !visibility)
    return refused(422, 'Validation failed: visibility must be public, unlisted, private or direct.');
  const descriptions = await descriptionsOf(context.db, memberOf(context), mediaIds);
  const { caption, content } = captionAndText(text);
  const spoiler = textOf(context.body.spoiler_text) ?? '';
  const created = await callContract<'createPost', 'minimal'>(context.api, 'createPost', {
    ...by(context),
    minimal: true,
    body: {
      postData: {
        caption,
        content,
        images: mediaIds.map((mediaId) => ({ mediaId, alt: descriptions.get(mediaId) ?? '' })),
        ...(spoiler.trim() === '' ? {} : { contentWarning: spoiler }),
        ...(visibility ? { visibility } : {}),
        ...(textOf(context.body.language) ? { language: textOf(context.body.language) } : {}),
      },
    },
  });
  if (!created.ok) return created;
  return oneStatus(context, created.value.post);
}

/** Mastodon's `following=true` of a search of people: only the people the caller follows. */
const followingOnly = (context: CallContext): { following?: 'true' } => (yesOrNo(context.query.following) ? { following: 'true' } : {});

/** `GET /api/v2/search`: people, posts and tags, as the community's three searches find them. */
async function search(context: CallContext): Promise<MastodonAnswer<unknown>> {
  const q = textOf(context.query.q)?.trim() ?? '';
  if (q === '') return answered({ accounts: [], statuses: [], hashtags: [] });
  const type = textOf(context.query.type);
  const wants = (kind: string) => type === undefined || type === kind;
  const limit = limitOf(context, 20, 40);
  const people = wants('accounts')
    ? await callContract(context.api, 'searchUsers', {
        ...by(context),
        query: { q, limit, ...followingOnly(context) },
      })
    : null;
  if (people && !people.ok) return people;
  const found = wants('statuses') ? await callContract(context.api, 'searchPosts', { ...by(context), query: { q, limit } }) : null;
  if (found && !found.ok) return found;
  const tags = wants('hashtags')
    ? await callContract(context.api, 'searchTags', { ...by(context), query: { q: q.replace(/^#/, ''), limit } })
    : null;
  if (tags && !tags.ok) return tags;
  const statuses = found ? await statusesOf(context, found.value.posts) : answered([]);
  if (!statuses.ok) return statuses;
  return answered({
    accounts: people ? people.value.users.map((user) => accountOf(user, context.origin)) : [],
    statuses: statuses.value,
    hashtags: tags
      ? tags.value.tags.map((tag) => ({
          name: tag.name,
          url: new URL(`/tags/${encodeURIComponent(tag.name)}`, context.origin).href,
          history: [],
        }))
      : [],
  });
}

/** Every call of the client API this community answers (docs/apps.md lists them). */
export const clientCalls: ClientCall[] = [
  {
    method: 'get',
    path: '/v1/accounts/verify_credentials',
    scope: 'profile',
    member: true,
    run: async (context) => {
      const found = await personById(context, memberOf(context)._id);
      return found.ok ? answered(credentialAccountOf(found.value.user, context.origin)) : found;
    },
  },
  {
    method: 'get',
    path: '/v1/accounts/lookup',
    scope: 'read:accounts',
    member: false,
    run: async (context) => {
      const host = new URL(context.origin).host;
      const acct = (textOf(context.query.acct) ?? '').replace(/^@/, '').replace(new RegExp(`@${host.replace(/\./g, '\\.')}$`, 'i'), '');
      const found = await callContract(context.api, 'getUserByUsername', { ...by(context), params: { username: acct } });
      return found.ok ? answered(await profileAccountOf(context, found.value.user)) : refused(404, 'Record not found');
    },
  },
  {
    // What a composer's mention suggestions ask as one types `@ad`: the community's search of
    // people, or of the people one follows (`following=true`).
    method: 'get',
    path: '/v1/accounts/search',
    scope: 'read:accounts',
    member: true,
    rateLimit: 'search',
    run: async (context) => {
      const q = textOf(context.query.q)?.trim().replace(/^@/, '') ?? '';
      if (q === '') return answered([]);
      // Someone elsewhere is looked for on their server only when the app asks (`resolve=true`):
      // a composer asks as one types, and each half-typed handle would be a fetch of its own.
      const following = followingOnly(context);
      if (namesSomeoneElsewhere(q) && !yesOrNo(context.query.resolve) && !following.following) return answered([]);
      const found = await callContract(context.api, 'searchUsers', {
        ...by(context),
        query: { q, limit: limitOf(context, 40, 80), ...following },
      });
      return found.ok ? answered(found.value.users.map((user) => accountOf(user, context.origin))) : found;
    },
  },
  {
    // The member's own defaults, which apps take for a new post: its audience and language.
    method: 'get',
    path: '/v1/preferences',
    scope: 'read:accounts',
    member: true,
    run: async (context) => {
      const found = await personById(context, memberOf(context)._id);
      if (!found.ok) return found;
      const { defaultVisibility, language } = found.value.user;
      return answered({
        'posting:default:visibility': visibilityNames[defaultVisibility ?? 'public'],
        'posting:default:sensitive': false,
        'posting:default:language': language ?? null,
        'reading:expand:media': 'default',
        'reading:expand:spoilers': false,
      });
    },
  },
  {
    method: 'get',
    path: '/v1/accounts/relationships',
    scope: 'read:follows',
    member: true,
    run: async (context) => {
      const ids = listOf(context.query['id[]'] ?? context.query.id).slice(0, 40);
      const people = await Promise.all(ids.map((id) => personById(context, id)));
      return answered(people.flatMap((found) => (found.ok ? [relationshipOf(found.value.user)] : [])));
    },
  },
  {
    method: 'get',
    path: '/v1/accounts/:id',
    scope: 'read:accounts',
    member: false,
    run: async (context) => {
      const found = await personById(context, context.params.id!);
      return found.ok ? answered(await profileAccountOf(context, found.value.user)) : refused(404, 'Record not found');
    },
  },
  {
    method: 'get',
    path: '/v1/accounts/:id/statuses',
    scope: 'read:statuses',
    member: false,
    run: async (context) => {
      const found = await personById(context, context.params.id!);
      if (!found.ok) return refused(404, 'Record not found');
      return postTimeline(context, 'author', (query) =>
        callContract<'getUserPosts', 'paged'>(context.api, 'getUserPosts', {
          ...by(context),
          params: { username: found.value.user.username },
          query,
        }),
      );
    },
  },
  ...(['follow', 'unfollow'] as const).map((change): ClientCall => ({
    method: 'post',
    path: `/v1/accounts/:id/${change}`,
    scope: 'write:follows',
    member: true,
    run: async (context) => {
      const changed = await callContract(context.api, change, {
        ...by(context),
        minimal: true,
        params: { followUserId: context.params.id! },
      });
      if (!changed.ok) return changed;
      const found = await personById(context, context.params.id!);
      return found.ok ? answered(relationshipOf(found.value.user)) : found;
    },
  })),
  { method: 'post', path: '/v1/statuses', scope: 'write:statuses', member: true, run: createStatus },
  {
    method: 'get',
    path: '/v1/statuses/:id',
    scope: 'read:statuses',
    member: false,
    run: (context) => statusById(context, context.params.id!),
  },
  {
    method: 'get',
    path: '/v1/statuses/:id/context',
    scope: 'read:statuses',
    member: false,
    run: (context) => contextOf(context, context.params.id!),
  },
  {
    method: 'delete',
    path: '/v1/statuses/:id',
    scope: 'write:statuses',
    member: true,
    run: async (context) => {
      const found = await callContract(context.api, 'getPost', { ...by(context), params: { postId: context.params.id! } });
      if (!found.ok) return refused(404, 'Record not found');
      const status = await oneStatus(context, found.value.post);
      if (!status.ok) return status;
      const deleted = await callContract(context.api, 'deletePost', {
        ...by(context),
        minimal: true,
        params: { postId: context.params.id! },
      });
      if (!deleted.ok) return deleted;
      // Mastodon answers the deleted status with its text, for "delete and redraft".
      return answered({ ...status.value, text: statusTextOf(found.value.post) });
    },
  },
  favouriting('favourite', true),
  favouriting('unfavourite', false),
  ...(
    [
      ['bookmark', 'addBookmark', 'write:bookmarks'],
      ['unbookmark', 'removeBookmark', 'write:bookmarks'],
    ] as const
  ).map(([name, operation, scope]): ClientCall => ({
    method: 'post',
    path: `/v1/statuses/:id/${name}`,
    scope,
    member: true,
    // The minimal answer of each is the post as it is after the change.
    run: (context) =>
      changedStatus(
        context,
        callContract<typeof operation, 'minimal'>(context.api, operation, {
          ...by(context),
          minimal: true,
          params: { postId: context.params.id! },
        }),
      ),
  })),
  ...(
    [
      ['reblog', 'repostPost'],
      ['unreblog', 'unrepostPost'],
    ] as const
  ).map(([name, operation]): ClientCall => ({
    method: 'post',
    path: `/v1/statuses/:id/${name}`,
    scope: 'write:statuses',
    member: true,
    run: (context) =>
      changedStatus(context, callContract(context.api, operation, { ...by(context), params: { postId: context.params.id! } })),
  })),
  {
    method: 'get',
    path: '/v1/timelines/home',
    scope: 'read:statuses',
    member: true,
    run: (context) => postTimeline(context, 'feed', (query) => callContract(context.api, 'getFeedPage', { ...by(context), query })),
  },
  {
    method: 'get',
    path: '/v1/timelines/public',
    scope: 'read:statuses',
    member: false,
    run: (context) =>
      yesOrNo(context.query.remote) && context.viewer
        ? postTimeline(context, 'elsewhere', (query) => callContract(context.api, 'getFederatedPage', { ...by(context), query }))
        : postTimeline(context, 'everyone', (query) =>
            callContract<'getPosts', 'paged'>(context.api, 'getPosts', { ...by(context), query }),
          ),
  },
  {
    method: 'get',
    path: '/v1/timelines/tag/:tag',
    scope: 'read:statuses',
    member: false,
    run: (context) =>
      postTimeline(context, 'tag', (query) =>
        callContract(context.api, 'getTagPosts', { ...by(context), params: { tag: context.params.tag! }, query }),
      ),
  },
  ownPosts('/v1/bookmarks', 'read:bookmarks', 'getBookmarkedPostsPage'),
  ownPosts('/v1/favourites', 'read:favourites', 'getLikedPostsPage'),
  ...['/v1/media', '/v2/media'].map((path): ClientCall => ({
    method: 'post',
    path,
    scope: 'write:media',
    member: true,
    run: async (context) => {
      const description = textOf(context.body.description) ?? '';
      const problem = descriptionProblem(description);
      if (problem !== null) return refused(422, problem);
      const uploaded = await callContract(context.api, 'uploadMedia', { ...by(context), body: { img: context.body.file } });
      if (!uploaded.ok) return uploaded;
      await describeUpload(context.db, memberOf(context), uploaded.value.media.id, description);
      return answered(mediaAttachmentOf(uploaded.value.media, description, context.origin));
    },
  })),
  {
    method: 'put',
    path: '/v1/media/:id',
    scope: 'write:media',
    member: true,
    run: async (context) => {
      const description = textOf(context.body.description) ?? '';
      const problem = descriptionProblem(description);
      if (problem !== null) return refused(422, problem);
      // Only this API keeps descriptions, so no contract call gates this change: it is held back as the upload it changes is.
      if (context.api.mayOnlyRead('uploadMedia', context.emailConfirmed)) return refused(403, reasons.emailUnconfirmed.message);
      const mediaId = context.params.id!;
      const described = await describeUpload(context.db, memberOf(context), mediaId, description);
      return described ? answered(uploadAttachment(context, mediaId, description)) : refused(404, 'Record not found');
    },
  },
  {
    method: 'get',
    path: '/v1/media/:id',
    scope: 'write:media',
    member: true,
    // masto.js (Elk, Phanpy) asks after each upload until it has an address, as Mastodon's are
    // processed later: an image here has one as soon as it is uploaded.
    run: async (context) => {
      const mediaId = context.params.id!;
      const description = (await descriptionsOf(context.db, memberOf(context), [mediaId])).get(mediaId);
      return description === undefined ? refused(404, 'Record not found') : answered(uploadAttachment(context, mediaId, description));
    },
  },
  ...notificationCalls,
  ...markerCalls,
  ...conversationCalls,
  ...startUpCalls,
  { method: 'get', path: '/v2/search', scope: 'read:search', member: true, rateLimit: 'search', run: search },
  ...relationshipCalls,
  ...editCalls,
];
