import type { Comment, Post, PostImage, PostVisibility, User, UserRef } from 'api-contract/entities';
import type { LanguageCode } from 'api-contract/languages';
import { limits } from 'api-contract/limits';
import { peopleLists, peoplePreview } from '../db/previews';
import { readListed, type Listed, type RecordSelect } from '../pages/listed';
import type { DataDeps } from '../platform';
import { readFirstComments } from '../comments/comment-views';
import { postVisibleTo, visibleTo } from '../safety/visibility';
import { shownImageAddress, shownImageKey, type ReadImage } from '../media/shown-images';
import { readImagesColumn } from './post-images';
import { mediaElsewhereColumn, mediaShown, type StoredMedia } from '../media/media-elsewhere';
import { emojisColumn, emojisShown, type StoredEmoji } from '../media/remote-emojis';
import { publicRecordColumn, usersFromRecords, type UserRecord } from '../users/user-views';

type PostRow = {
  id: string;
  caption: string;
  content: string;
  content_warning: string;
  images: ReadImage[];
  like_count: number;
  comment_count: number;
  repost_count: number;
  reposted_by: UserRef[];
  reposted_by_me: boolean;
  created_at: Date;
  updated_at: Date;
  edited_at: Date | null;
  language: LanguageCode | null;
  visibility: PostVisibility;
  html: string | null;
  url: string | null;
  media_elsewhere: StoredMedia[] | null;
  media_sensitive: boolean;
  in_reply_to_uri: string | null;
  in_reply_to_here: NonNullable<Post['elsewhere']>['inReplyToHere'];
  emojis: StoredEmoji[] | null;
  /** Those of its author's name and bio (a person of elsewhere's), as their record keeps them. */
  author_emojis: StoredEmoji[] | null;
  username: string;
  first_name: string;
  liked_by: UserRef[];
  disliked_by: UserRef[];
  liked_by_me: boolean;
  bookmarked_by_me: boolean;
  /** The author's record on their first post in the list, when it asked for its authors (`authorOnce`); null on their others. */
  author?: UserRecord | null;
};

/**
 * How much of each post to show: the spec's calls show its first comments; pages and minimal
 * answers show none (`commentCount` says how many there are, the comments call pages them).
 */
export type PostDetail = { withComments: boolean; withAuthors?: boolean; withPreviews?: boolean };

/**
 * The latest `previewMax` people the viewer follows (and may see) who reposted the post: what the
 * home feed says it is there for. A seek of the post's reposters (reposts_latest), each probed in
 * the viewer's follows.
 */
function followedReposters(viewerSql: string | null): string {
  if (viewerSql === null) return `'[]'::json`;
  return `(select coalesce(json_agg(json_build_object('_id', x.user_id, 'username', ru.username) order by x.created_at desc, x.user_id desc), '[]'::json)
      from (select r.user_id, r.created_at from reposts r
             where r.post_id = p.id
               and exists (select 1 from follows rf where rf.follower_id = ${viewerSql}::text and rf.followee_id = r.user_id)
               and ${visibleTo('r.user_id', viewerSql, { mutes: true })}
             order by r.created_at desc, r.user_id desc limit ${limits.previewMax}) x
      join users ru on ru.id = x.user_id)`;
}

/**
 * The author's record on the first of their posts in the list alone (null on the others): read
 * once per author, however many of the page's posts are theirs.
 */
const authorOnce = (record: string) =>
  `case when row_number() over (partition by p.author_id order by listed.ordinal) = 1 then ${record} end`;

/**
 * Each listed post as `viewer` sees it: exact counts, the latest likers and dislikers (the viewer
 * among them), and what the viewer did when someone is signed in. A post named by its id is not
 * there for a viewer it is hidden from by a block or a suspension (a mute hides it from lists only).
 */
export const postSelect =
  (
    viewerId: string | null,
    { withAuthors = false, withPreviews = true }: Pick<PostDetail, 'withAuthors' | 'withPreviews'> = {},
  ): RecordSelect =>
  (param) => {
    const me = param(viewerId);
    const shownTo = viewerId === null ? null : me;
    // Without previews (an app's statuses), each list of people is the empty list it would be for a post no one liked.
    const preview = (list: string) => (withPreviews ? list : `'[]'::json`);
    return {
      columns: `p.caption, p.content, p.content_warning, ${readImagesColumn} as images, p.like_count, p.comment_count, p.repost_count, p.created_at, p.updated_at, p.edited_at, p.language, p.visibility, p.html, p.url,
        ${mediaElsewhereColumn('p', 'u')} as media_elsewhere, p.media_sensitive, p.in_reply_to_uri, ${answeredHereColumn(shownTo)} as in_reply_to_here,
        ${emojisColumn('p', 'u')} as emojis, u.username, u.first_name, ${emojisColumn('u', 'u')} as author_emojis,
        ${preview(peoplePreview(peopleLists.likers, 'p.id', shownTo))} as liked_by,
        ${preview(peoplePreview(peopleLists.dislikers, 'p.id', shownTo))} as disliked_by,
        exists (select 1 from post_reactions r where r.post_id = p.id and r.user_id = ${me}::text and r.kind = 'like') as liked_by_me,
        exists (select 1 from bookmarks b where b.user_id = ${me}::text and b.post_id = p.id) as bookmarked_by_me,
        exists (select 1 from reposts rp where rp.post_id = p.id and rp.user_id = ${me}::text) as reposted_by_me,
        ${preview(followedReposters(shownTo))} as reposted_by
        ${withAuthors ? `, ${authorOnce(publicRecordColumn(param))} as author` : ''}`,
      joins: 'join posts p on p.id = listed.id join users u on u.id = p.author_id',
      shownWhen: postVisibleTo('p', shownTo, { mutes: false }),
    };
  };

/**
 * The post kept here that a post of elsewhere answers (alias `p`; by posts' unique `uri`), with its
 * author, when the viewer may see it there. Never the post itself: a Note of any server may name
 * itself as what it answers.
 */
const answeredHereColumn = (shownTo: string | null) => `case when p.in_reply_to_uri is not null and p.in_reply_to_uri <> p.uri
       then (select json_build_object('postId', answered.id, 'author', json_build_object('_id', answerer.id, 'username', answerer.username))
               from posts answered join users answerer on answerer.id = answered.author_id
              where answered.uri = p.in_reply_to_uri and ${postVisibleTo('answered', shownTo, { mutes: false })}) end`;

/**
 * The posts a list names (a page of a list, or ids), in its order, as `viewer` sees them, and the
 * next page's cursor; `withAuthors`, each of their authors once, read in the same statement.
 */
export async function readPostList(
  deps: DataDeps,
  source: Listed,
  viewer: UserRef | null,
  { withComments, withAuthors = false, withPreviews = true }: PostDetail,
): Promise<{ posts: Post[]; nextCursor: string | null; authors?: User[] }> {
  const { db } = deps;
  const { rows, nextCursor } = await readListed<PostRow>(db, source, postSelect(viewer?._id ?? null, { withAuthors, withPreviews }));
  const ids = rows.map((row) => row.id);
  const comments = withComments ? await readFirstComments(deps, ids, viewer) : new Map<string, Comment[]>();
  const addresses = await imageAddresses(deps, rows);
  const posts = rows.map((row) => toPost(addresses, row, comments.get(row.id) ?? [], viewer !== null));
  if (!withAuthors) return { posts, nextCursor };
  // `authorOnce` gave each author's record on their first post alone: each is there once.
  const records = rows.flatMap((row) => (row.author ? [row.author] : []));
  return { posts, nextCursor, authors: usersFromRecords(deps.images, records) };
}

/** The address of each image of `rows` (by `shownImageKey`), as `shownImageAddress` gives it: each once. */
async function imageAddresses(
  deps: DataDeps,
  rows: ReadonlyArray<Pick<PostRow, 'id' | 'images' | 'visibility'>>,
): Promise<Map<string, string>> {
  const now = Date.now();
  const addresses = new Map<string, string>();
  for (const row of rows) {
    const owner = { place: 'post' as const, id: row.id, isPublic: row.visibility === 'public' };
    for (const image of row.images) {
      const key = shownImageKey(owner, image);
      if (!addresses.has(key)) addresses.set(key, await shownImageAddress(deps, owner, image, now));
    }
  }
  return addresses;
}

/**
 * The images of the posts `ids` (those still there), whoever they are for: what a moderator reads
 * of a reported post. Their addresses are as its readers have them, with a grant when the post is
 * not public.
 */
export async function imagesOfPosts(deps: DataDeps, ids: readonly string[]): Promise<Map<string, PostImage[]>> {
  if (ids.length === 0) return new Map();
  const { rows } = await deps.db.query<Pick<PostRow, 'id' | 'images' | 'visibility'>>(
    `select p.id, p.visibility, ${readImagesColumn} as images from posts p where p.id = any($1::text[])`,
    [ids],
  );
  const addresses = await imageAddresses(deps, rows);
  return new Map(rows.map((row) => [row.id, shownImages(addresses, row)]));
}

/** The images of `row` as a reader is shown them, with their addresses. */
function shownImages(addresses: Map<string, string>, row: Pick<PostRow, 'id' | 'images'>): PostImage[] {
  return row.images.map((image) => {
    const key = shownImageKey({ place: 'post', id: row.id }, image);
    return { id: key, url: addresses.get(key) ?? '', alt: image.alt };
  });
}

/** The posts `ids` names, in that order, as `viewer` sees them. */
export async function readPosts(deps: DataDeps, ids: string[], viewer: UserRef | null, detail: PostDetail): Promise<Post[]> {
  if (ids.length === 0) return [];
  return (await readPostList(deps, { ids }, viewer, detail)).posts;
}

export async function readPost(deps: DataDeps, id: string, viewer: UserRef | null, detail: PostDetail): Promise<Post | null> {
  return (await readPosts(deps, [id], viewer, detail))[0] ?? null;
}

function toPost(addresses: Map<string, string>, row: PostRow, comments: Comment[], signedIn: boolean): Post {
  const shown = shownImages(addresses, row);
  return {
    _id: row.id,
    id: row.id,
    caption: row.caption,
    content: row.content,
    contentWarning: row.content_warning,
    language: row.language,
    img: shown[0]?.url ?? '',
    images: shown,
    firstName: row.first_name,
    username: row.username,
    likes: {
      likeCount: row.like_count,
      likedBy: row.liked_by,
      dislikedBy: row.disliked_by,
    },
    comments,
    commentCount: row.comment_count,
    repostCount: row.repost_count,
    repostedBy: row.reposted_by,
    ...(signedIn ? { likedByMe: row.liked_by_me, bookmarkedByMe: row.bookmarked_by_me, repostedByMe: row.reposted_by_me } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    visibility: row.visibility,
    ...(row.html === null
      ? {}
      : {
          elsewhere: {
            html: row.html,
            url: row.url,
            media: mediaShown(row.media_elsewhere),
            sensitive: row.media_sensitive,
            inReplyTo: row.in_reply_to_uri,
            inReplyToHere: row.in_reply_to_here,
            emojis: emojisShown(row.emojis),
            authorEmojis: emojisShown(row.author_emojis),
          },
        }),
  };
}
