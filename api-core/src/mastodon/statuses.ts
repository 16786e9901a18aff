import type { Comment, EmojiElsewhere, MediaElsewhere, Post, PostVisibility, User } from 'api-contract/entities';
import { postHtml } from '../federation/post-html';
import { accountOf } from './accounts';
import { answered, refused, type MastodonAnswer } from './answers';
import { peopleNamed, type CallContext } from './call-context';
import { customEmojisOf } from './custom-emojis';
import { cursorPageAsked, pageLinks } from './paging';
import { visibilityNames } from './visibilities';

/** What every status says, whether a post or a comment made it. */
type StatusFacts = {
  id: string;
  uri: string;
  url: string;
  createdAt: string;
  editedAt: string | null;
  /** Its author as an account, made once for every status of theirs an answer holds. */
  account: Account;
  content: string;
  visibility: PostVisibility;
  spoiler: string;
  images: Post['images'];
  /** What a post of elsewhere carries besides images: links to where they are there. */
  otherMedia: MediaElsewhere[];
  /** Whether its media are marked sensitive without a warning (a post of elsewhere's). */
  sensitive: boolean;
  /** The custom emoji of elsewhere its text uses. */
  emojis: EmojiElsewhere[];
  counts: { reblogs: number; favourites: number; replies: number };
  mine: { favourited: boolean; reblogged: boolean; bookmarked: boolean };
  inReplyTo: { id: string; accountId: string | null } | null;
  language: Post['language'];
};

type Account = ReturnType<typeof accountOf>;

/** People by their name in lower case (`peopleNamed`), each as an account, made once however many statuses are theirs. */
export const accountsOf = (people: ReadonlyMap<string, User>, origin: string): Map<string, Account> =>
  new Map([...people].map(([name, user]) => [name, accountOf(user, origin)]));

/** A status as Mastodon's apps read it. */
function statusShape(facts: StatusFacts, origin: string) {
  const address = (path: string) => new URL(path, origin).href;
  return {
    id: facts.id,
    uri: facts.uri,
    url: facts.url,
    created_at: facts.createdAt,
    edited_at: facts.editedAt,
    account: facts.account,
    content: facts.content,
    visibility: visibilityNames[facts.visibility],
    sensitive: facts.spoiler !== '' || facts.sensitive,
    spoiler_text: facts.spoiler,
    media_attachments: [
      ...facts.images.map((image) => ({
        id: image.id,
        type: 'image',
        url: address(image.url),
        preview_url: address(image.url),
        remote_url: null,
        description: image.alt === '' ? null : image.alt,
        blurhash: null,
        meta: null,
      })),
      ...facts.otherMedia.map((media, position) => unknownMedia(facts.id, position, media)),
    ],
    application: null,
    mentions: [],
    tags: [],
    emojis: customEmojisOf(facts.emojis, origin),
    reblogs_count: facts.counts.reblogs,
    favourites_count: facts.counts.favourites,
    replies_count: facts.counts.replies,
    favourited: facts.mine.favourited,
    reblogged: facts.mine.reblogged,
    bookmarked: facts.mine.bookmarked,
    muted: false,
    pinned: false,
    reblog: null,
    in_reply_to_id: facts.inReplyTo?.id ?? null,
    in_reply_to_account_id: facts.inReplyTo?.accountId ?? null,
    language: facts.language,
    poll: null,
    card: null,
  };
}

/**
 * A video, sound or file of a post or reply of elsewhere (or an image past the four it shows),
 * which this server does not copy: of Mastodon's type for an attachment it does not show, `unknown` (apps show it as a link
 * to open), with its address there as `url` and `remote_url`, as this server neither copies nor
 * proxies it. Its id is the post's and its place, as no row of its own names it.
 */
const unknownMedia = (postId: string, position: number, media: MediaElsewhere) => ({
  id: `${postId}-media-${position}`,
  type: 'unknown',
  url: media.url,
  preview_url: null,
  remote_url: media.url,
  description: media.description === '' ? null : media.description,
  blurhash: null,
  meta: null,
});

/**
 * A post as Mastodon's `Status` (docs/apps.md): its caption and its text are its content, a
 * paragraph each (the caption first); its content warning is the spoiler text; its images are
 * its media, each with its description; its likes are favourites and its reposts reblogs. A post
 * of another server shows the HTML its server sent.
 */
export function statusOf(post: Post, account: Account, origin: string) {
  const address = (path: string) => new URL(path, origin).href;
  return statusShape(
    {
      id: post._id,
      uri: post.elsewhere?.url ?? address(`/posts/${encodeURIComponent(post._id)}`),
      url: post.elsewhere?.url ?? address(`/comments/${encodeURIComponent(post._id)}`),
      createdAt: post.createdAt,
      editedAt: post.editedAt,
      account,
      content: post.elsewhere ? post.elsewhere.html : postHtml(origin, post.caption, post.content),
      visibility: post.visibility,
      spoiler: post.contentWarning,
      images: post.images,
      otherMedia: post.elsewhere?.media ?? [],
      sensitive: post.elsewhere?.sensitive ?? false,
      emojis: post.elsewhere?.emojis ?? [],
      counts: { reblogs: post.repostCount, favourites: post.likes.likeCount, replies: post.commentCount },
      mine: { favourited: post.likedByMe ?? false, reblogged: post.repostedByMe ?? false, bookmarked: post.bookmarkedByMe ?? false },
      // A post of elsewhere answers a post kept here when its thread was read, or when its author's was followed.
      inReplyTo: post.elsewhere?.inReplyToHere
        ? { id: post.elsewhere.inReplyToHere.postId, accountId: post.elsewhere.inReplyToHere.author._id }
        : null,
      language: post.language,
    },
    origin,
  );
}

/** A comment as a reply: what it answers, its author as an account, and who reads it (whose upvote is their favourite). */
export type Reply = { comment: Comment; post: Post; account: Account; repliedTo: User | null; viewerId: string | null };

/**
 * A comment as a reply: to its post, or (a reply) to the comment it is under, in the post's
 * audience. Its upvotes are its favourites; it has no reposts, and images, a warning and a mark
 * on its media only when it is a reply of elsewhere.
 */
export function replyStatusOf({ comment, post, account, repliedTo, viewerId }: Reply, origin: string) {
  return statusShape(
    {
      id: comment._id,
      uri: comment.elsewhere?.url ?? new URL(`/posts/${encodeURIComponent(comment._id)}`, origin).href,
      url: comment.elsewhere?.url ?? new URL(`/comments/${encodeURIComponent(post._id)}`, origin).href,
      createdAt: comment.createdAt,
      editedAt: comment.updatedAt === comment.createdAt ? null : comment.updatedAt,
      account,
      content: comment.elsewhere ? comment.elsewhere.html : postHtml(origin, comment.text),
      visibility: post.visibility,
      spoiler: comment.elsewhere?.contentWarning ?? '',
      images: comment.elsewhere?.images ?? [],
      otherMedia: comment.elsewhere?.media ?? [],
      sensitive: comment.elsewhere?.sensitive ?? false,
      emojis: comment.elsewhere?.emojis ?? [],
      counts: { reblogs: 0, favourites: comment.votes.upvotedBy.length, replies: comment.replyCount },
      mine: { favourited: comment.votes.upvotedBy.some((voter) => voter._id === viewerId), reblogged: false, bookmarked: false },
      inReplyTo: { id: comment.parentId ?? post._id, accountId: repliedTo?._id ?? null },
      language: post.language,
    },
    origin,
  );
}

export type Status = ReturnType<typeof statusOf>;

/**
 * Posts as statuses, their authors as the page read them (`include=authors`) or else in one call;
 * a post whose author the caller may not see is left out.
 */
export async function statusesOf(context: CallContext, posts: readonly Post[], read?: readonly User[]): Promise<MastodonAnswer<Status[]>> {
  const authors = read
    ? answered(new Map(read.map((user) => [user.username.toLowerCase(), user])))
    : await peopleNamed(
        context,
        posts.map((post) => post.username),
      );
  if (!authors.ok) return authors;
  const accounts = accountsOf(authors.value, context.origin);
  return answered(
    posts.flatMap((post) => {
      const account = accounts.get(post.username.toLowerCase());
      return account ? [statusOf(post, account, context.origin)] : [];
    }),
  );
}

/**
 * A list of posts not by time (bookmarks, favourites, trends) as statuses: the contract's page
 * `read` answers after the cursor its `Link` gave as `max_id`, with the `Link` to the next.
 */
export async function statusesByCursor(
  context: CallContext,
  read: (query: { limit: string; cursor?: string }) => Promise<MastodonAnswer<{ posts: Post[]; nextCursor: string | null }>>,
): Promise<MastodonAnswer<Status[]>> {
  const query = cursorPageAsked(context);
  const page = await read(query);
  if (!page.ok) return page;
  const statuses = await statusesOf(context, page.value.posts);
  if (!statuses.ok) return statuses;
  return answered(statuses.value, pageLinks(context, { first: null, nextCursor: page.value.nextCursor, limit: query.limit }));
}

/** One post as a status. */
export async function oneStatus(context: CallContext, post: Post): Promise<MastodonAnswer<Status>> {
  const made = await statusesOf(context, [post]);
  if (!made.ok) return made;
  return made.value[0] ? answered(made.value[0]) : refused(404, 'Record not found');
}

/** A status's text, split as docs/apps.md says: its first line the caption, the rest the text. */
export function captionAndText(status: string): { caption: string; content: string } {
  const [first = '', ...rest] = status.replace(/\r\n/g, '\n').split('\n');
  const content = rest.join('\n').trim();
  // A status of one line is the caption and the text both: a post needs each.
  return { caption: first.trim(), content: content === '' ? first.trim() : content };
}

/** A post's text as one status: its caption, and its text on the next line (one line when they are the same). */
export const statusTextOf = ({ caption, content }: Pick<Post, 'caption' | 'content'>): string =>
  caption === content ? caption : `${caption}\n${content}`;
