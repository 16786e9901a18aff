import * as reasons from 'api-contract/reasons';
import { checkPostAuthor, decideVisibilityKept } from 'api-contract/rules/post-rules';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import type { UserRef } from 'api-contract/entities';
import { answer, type Handlers } from '../handler';
import { changeWithImages } from '../media/image-changes';
import { forgetOldUploads } from '../media/media-handlers';
import type { PlannedPage } from '../pages/planned-page';
import type { Platform } from '../platform';
import { userIdNamed } from '../users/user-lookup';
import { profileOf } from '../users/profile-store';
import { bookmarkedRequest, likedRequest, postListRequest } from './post-list-requests';
import { followsManyPeople, type PostList } from './post-lists';
import { readPostPage, readSpecPosts, type PostPageExtras } from './post-pages';
import { postHistoryRequest, readPostHistory } from './post-history';
import { holdPostForDeletion, insertPost, postFacts, react, removePost, shownPostFacts, updatePost } from './post-store';
import { writePostText } from './post-text';
import { readPost } from './post-views';
import { repost } from './repost-store';
import { askedImages, decideImages } from './post-images';
import { federatePostChange } from '../federation/post-federation';
import { meetMentionedElsewhere } from '../federation/mentions-elsewhere';
import { readPersonAgainWhenDue } from '../federation/people-read-again';
import { readHere } from '../notifications/mentions';

type PostHandlers = Pick<
  Handlers,
  | 'getPosts'
  | 'getFeedPage'
  | 'getFederatedPage'
  | 'getBookmarkedPostsPage'
  | 'getLikedPostsPage'
  | 'getPost'
  | 'getUserPosts'
  | 'getPostHistory'
  | 'createPost'
  | 'editPost'
  | 'deletePost'
  | 'likePost'
  | 'dislikePost'
  | 'repostPost'
  | 'unrepostPost'
>;

/**
 * The calls on posts. The spec's lists answer `{posts}` without a `limit` and a page with one;
 * the feed and the bookmarked posts are pages always. Each change answers the spec's list of
 * posts, or with `Prefer: return=minimal` the changed post alone (or the id of the deleted one).
 * What the viewer did shows whenever the request carries a valid token.
 */
export function postHandlers(platform: Platform): PostHandlers {
  const { db } = platform;

  /** The post `postId` as `viewer` now sees it, as the answer `variant` of its call. */
  const onePost = async <V extends 'minimal' | 'full'>(postId: string, viewer: UserRef, variant: V) => {
    const post = await readPost(platform, postId, viewer, { withComments: false });
    return post ? succeed(answer(variant, { post })) : fail(404, reasons.postNotFound(postId));
  };
  /** The answer of a call on one post that is not the spec's: the post, once it changed. */
  const thePost = async (postId: Result<string>, viewer: UserRef) => (postId.ok ? onePost(postId.value, viewer, 'full') : postId);
  const everyPost = async (viewer: UserRef) =>
    succeed(answer('full', { posts: await readSpecPosts(platform, { from: 'everyone' }, viewer) }));
  /** A change's answer, once it has changed the post `postId`. */
  const changed = (postId: Result<string>, viewer: UserRef, minimal: boolean) =>
    !postId.ok ? postId : minimal ? onePost(postId.value, viewer, 'minimal') : everyPost(viewer);

  /** A list that answers a page with a `limit`, and the spec's `{posts}` without one. */
  const listOrPage = async (list: PostList, planned: Result<PlannedPage | null>, viewer: UserRef | null, asked: PostPageExtras) => {
    if (!planned.ok) return planned;
    if (!planned.value) return succeed(answer('full', { posts: await readSpecPosts(platform, list, viewer) }));
    return succeed(answer('paged', await readPostPage(platform, planned.value, viewer, asked)));
  };

  return {
    getPosts: ({ query, viewer }) => {
      const list: PostList = { from: 'everyone' };
      return listOrPage(list, postListRequest(list, query, viewer?._id ?? null), viewer, query);
    },

    getUserPosts: async ({ params, query, viewer }) => {
      const author = await userIdNamed(db, params.username);
      if (!author.ok) return author;
      const list: PostList = { from: 'author', authorId: author.value };
      const posts = await listOrPage(list, postListRequest(list, query, viewer?._id ?? null), viewer, query);
      // Their first page is someone opening their profile (here or in an app): someone of
      // elsewhere who posts nothing is read again then for being old, and shown as kept meanwhile.
      // An ask that fails fails nothing (it is logged); the next look asks again. A member's name has no host.
      const ofElsewhere = params.username.includes('@');
      if (posts.ok && ofElsewhere && query.cursor === undefined)
        await readPersonAgainWhenDue(platform, author.value).catch((error: unknown) =>
          platform.log.warn(
            { err: error, userId: author.value },
            'could not ask for a person of elsewhere to be read again (the next look asks again)',
          ),
        );
      return posts;
    },

    getFeedPage: async ({ query, viewer }) => {
      // Only the first page of the newest reads otherwise for someone who follows many.
      const followsMany = query.sort === 'newest' && query.cursor === undefined && (await followsManyPeople(db, viewer._id));
      const planned = postListRequest({ from: 'feed', userId: viewer._id, followsMany }, query, viewer._id);
      if (!planned.ok) return planned;
      // The feed names no spec call: it is a page whether or not a limit was asked.
      return succeed(answer('full', await readPostPage(platform, planned.value!, viewer, query)));
    },

    getFederatedPage: async ({ query, viewer }) => {
      const planned = postListRequest({ from: 'elsewhere' }, query, viewer._id);
      if (!planned.ok) return planned;
      return succeed(answer('full', await readPostPage(platform, planned.value!, viewer, query)));
    },

    getBookmarkedPostsPage: async ({ query, viewer }) => {
      const planned = bookmarkedRequest(viewer._id, query);
      return planned.ok ? succeed(answer('full', await readPostPage(platform, planned.value, viewer))) : planned;
    },

    getLikedPostsPage: async ({ query, viewer }) => {
      const planned = likedRequest(viewer._id, query);
      return planned.ok ? succeed(answer('full', await readPostPage(platform, planned.value, viewer))) : planned;
    },

    getPost: async ({ params, viewer }) => {
      const post = await readPost(platform, params.postId, viewer, { withComments: true });
      return post ? succeed(answer('full', { post })) : fail(404, reasons.postNotFound(params.postId));
    },

    getPostHistory: async ({ params, query, viewer }) => {
      const post = await shownPostFacts(db, params.postId, viewer?._id ?? null);
      if (!post.ok) return post;
      const planned = postHistoryRequest(post.value.id, query);
      return planned.ok ? succeed(answer('full', await readPostHistory(db, planned.value))) : planned;
    },

    createPost: async ({ body, viewer, minimal }) => {
      const asked = await askedImages(body, [], platform.images);
      if (!asked.ok) return asked;
      await meetMentionedElsewhere(platform, viewer._id, body.caption, body.content);
      const postId = await changeWithImages(platform, async (change) => {
        const images = await decideImages(change, asked.value, [], viewer._id);
        if (!images.ok) return images;
        const text = { caption: body.caption, content: body.content };
        const visibility = body.visibility ?? (await profileOf(change.tx, viewer)).defaultVisibility;
        const created = await insertPost(change.tx, viewer, {
          ...text,
          contentWarning: body.contentWarning,
          language: body.language,
          images: images.value,
          visibility,
        });
        await writePostText(change.tx, readHere(platform.community), created, viewer._id, text, visibility);
        await federatePostChange(platform.jobs, change.tx, { id: created, authorId: viewer._id, visibility }, 'create');
        return succeed(created);
      });
      if (postId.ok) await forgetOldUploads(platform);
      return changed(postId, viewer, minimal);
    },

    editPost: async ({ params, body, viewer, minimal }) => {
      // Checked before an upload in `img` is encoded, which no transaction waits on; checked again in it.
      const found = await postFacts(db, params.postId);
      if (!found.ok) return found;
      const allowed = checkPostAuthor(found.value.author, viewer, 'edit');
      if (!allowed.ok) return allowed;
      const kept = decideVisibilityKept(body.visibility, found.value.visibility);
      if (!kept.ok) return kept;
      const asked = await askedImages(body, found.value.images, platform.images);
      if (!asked.ok) return asked;
      await meetMentionedElsewhere(platform, viewer._id, body.caption, body.content);
      const edited = await changeWithImages(platform, async (change) => {
        const post = await postFacts(change.tx, params.postId, { lock: true });
        if (!post.ok) return post;
        const author = checkPostAuthor(post.value.author, viewer, 'edit');
        if (!author.ok) return author;
        const kept = decideVisibilityKept(body.visibility, post.value.visibility);
        if (!kept.ok) return kept;
        const images = await decideImages(change, asked.value, post.value.images, viewer._id);
        if (!images.ok) return images;
        const text = { caption: body.caption, content: body.content };
        const content = { ...text, contentWarning: body.contentWarning, language: body.language, images: images.value };
        const updated = await updatePost(change.tx, post.value.id, content, post.value.images);
        if (!updated.ok) return updated;
        await writePostText(change.tx, readHere(platform.community), post.value.id, viewer._id, text, post.value.visibility);
        await federatePostChange(platform.jobs, change.tx, post.value, 'update');
        return updated;
      });
      return changed(edited, viewer, minimal);
    },

    deletePost: async ({ params, viewer, minimal }) => {
      const removed = await changeWithImages(platform, async (change) => {
        const post = await holdPostForDeletion(change, params.postId, ({ author }) => checkPostAuthor(author, viewer, 'delete'));
        if (!post.ok) return post;
        await federatePostChange(platform.jobs, change.tx, post.value, 'delete');
        return removePost(change.tx, post.value.id);
      });
      if (!removed.ok) return removed;
      return minimal ? succeed(answer('minimal', { postId: removed.value })) : everyPost(viewer);
    },

    likePost: async ({ params, viewer, minimal }) => changed(await react(platform, params.postId, viewer, 'like'), viewer, minimal),
    dislikePost: async ({ params, viewer, minimal }) => changed(await react(platform, params.postId, viewer, 'dislike'), viewer, minimal),
    repostPost: async ({ params, viewer }) => thePost(await repost(platform, params.postId, viewer, true), viewer),
    unrepostPost: async ({ params, viewer }) => thePost(await repost(platform, params.postId, viewer, false), viewer),
  };
}
