import type { Post, PostVisibility, User } from 'api-contract/entities';
import { postHtml } from '../federation/post-html';
import { accountOf } from './accounts';
import { answered, refused, type MastodonAnswer } from './answers';
import { peopleNamed, type CallContext } from './call-context';

/** How each visibility is said to apps: followers-only is Mastodon's `private`, mentioned people only its `direct`. */
export const visibilityNames: Record<PostVisibility, 'public' | 'private' | 'direct'> = {
  public: 'public',
  followers: 'private',
  mentioned: 'direct',
};

/**
 * A post as Mastodon's `Status` (docs/apps.md): its caption and its text are its content, a
 * paragraph each (the caption first); its content warning is the spoiler text; its images are
 * its media, each with its description; its likes are favourites and its reposts reblogs. A post
 * of another server shows the HTML its server sent.
 */
export function statusOf(post: Post, author: User, origin: string) {
  const address = (path: string) => new URL(path, origin).href;
  return {
    id: post._id,
    uri: post.elsewhere?.url ?? address(`/posts/${encodeURIComponent(post._id)}`),
    url: post.elsewhere?.url ?? address(`/comments/${encodeURIComponent(post._id)}`),
    created_at: post.createdAt,
    edited_at: post.editedAt,
    account: accountOf(author, origin),
    content: post.elsewhere ? post.elsewhere.html : postHtml(origin, post.caption, post.content),
    visibility: visibilityNames[post.visibility],
    sensitive: post.contentWarning !== '',
    spoiler_text: post.contentWarning,
    media_attachments: post.images.map((image) => ({
      id: image.id,
      type: 'image',
      url: address(image.url),
      preview_url: address(image.url),
      remote_url: null,
      description: image.alt === '' ? null : image.alt,
      blurhash: null,
      meta: null,
    })),
    application: null,
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: post.repostCount,
    favourites_count: post.likes.likeCount,
    replies_count: post.commentCount,
    favourited: post.likedByMe ?? false,
    reblogged: post.repostedByMe ?? false,
    bookmarked: post.bookmarkedByMe ?? false,
    muted: false,
    pinned: false,
    reblog: null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    language: post.language,
    poll: null,
    card: null,
  };
}

export type Status = ReturnType<typeof statusOf>;

/** Posts as statuses, their authors read in one call; a post whose author the caller may not see is left out. */
export async function statusesOf(context: CallContext, posts: readonly Post[]): Promise<MastodonAnswer<Status[]>> {
  const authors = await peopleNamed(
    context,
    posts.map((post) => post.username),
  );
  if (!authors.ok) return authors;
  return answered(
    posts.flatMap((post) => {
      const author = authors.value.get(post.username.toLowerCase());
      return author ? [statusOf(post, author, context.origin)] : [];
    }),
  );
}

/** One post as a status. */
export async function oneStatus(context: CallContext, post: Post): Promise<MastodonAnswer<Status>> {
  const made = await statusesOf(context, [post]);
  if (!made.ok) return made;
  return made.value[0] ? answered(made.value[0]) : refused(404, 'Record not found');
}
