import type { Comment, PostImage, PostVisibility, UserRef } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import type { DataDeps } from '../platform';
import { peopleLists, peoplePreview } from '../db/previews';
import { groupBy } from '../db/rows';
import { readListed, type Listed, type RecordSelect } from '../pages/listed';
import { firstCommentsQuery } from './comment-lists';
import { mediaElsewhereColumn, mediaShown, unlessMediaRefused, type StoredMedia } from '../media/media-elsewhere';
import { readImagesSql, shownImages, type ReadImage } from '../media/shown-images';
import { emojisColumn, emojisShown, type StoredEmoji } from '../media/remote-emojis';

type CommentRow = {
  id: string;
  text: string;
  created_at: Date;
  updated_at: Date;
  username: string;
  parent_id: string | null;
  reply_count: number;
  html: string | null;
  url: string | null;
  media_elsewhere: StoredMedia[] | null;
  images: ReadImage[] | null;
  post_visibility: PostVisibility | null;
  emojis: StoredEmoji[] | null;
  content_warning: string;
  media_sensitive: boolean;
  upvoted_by: UserRef[];
  downvoted_by: UserRef[];
};

/** Each listed comment with its author and its latest voters (the viewer among them). */
export const commentSelect =
  (viewerId: string | null): RecordSelect =>
  (param) => {
    const me = viewerId === null ? null : param(viewerId);
    return {
      columns: `c.text, c.created_at, c.updated_at, c.parent_id, c.reply_count, c.html, c.url, c.content_warning, c.media_sensitive, u.username,
        ${mediaElsewhereColumn('c', 'u')} as media_elsewhere, ${emojisColumn('c', 'u')} as emojis,
        ${replyImagesColumns},
        ${peoplePreview(peopleLists.upvoters, 'c.id', me)} as upvoted_by,
        ${peoplePreview(peopleLists.downvoters, 'c.id', me)} as downvoted_by`,
      joins: 'join comments c on c.id = listed.id join users u on u.id = c.author_id',
    };
  };

/** The images of a reply of elsewhere (alias `c`): null when it shows none (every comment of the community's own). */
const replyImagesSql = readImagesSql('comment_images', 'comment_id', 'c.id');

/**
 * A comment's (alias `c`, its author `u`) images as `images`, none when admins refused its
 * server's media, and, when it has some, its post's visibility (`post_visibility`), whose readers see them.
 */
const replyImagesColumns = `${unlessMediaRefused(replyImagesSql, 'u')} as images,
        case when exists (select 1 from comment_images i where i.comment_id = c.id)
             then (select cp.visibility from posts cp where cp.id = c.post_id) end as post_visibility`;

/** A comment's images as its readers are shown them (with a grant when its post is not public). */
const shownReplyImages = (deps: DataDeps, row: Pick<CommentRow, 'id' | 'images' | 'post_visibility'>, now: number) =>
  shownImages(deps, { place: 'comment', id: row.id, isPublic: row.post_visibility === 'public' }, row.images ?? [], now);

/**
 * The images of the replies of elsewhere among the comments `ids` (those still there that show
 * some), by comment id, as their readers are shown them: what a moderator reads of a reported one.
 */
export async function imagesOfReplies(deps: DataDeps, ids: readonly string[]): Promise<Map<string, PostImage[]>> {
  if (ids.length === 0) return new Map();
  const { rows } = await deps.db.query<Pick<CommentRow, 'id' | 'images' | 'post_visibility'>>(
    `select c.id, ${replyImagesColumns} from comments c join users u on u.id = c.author_id where c.id = any($1::text[])`,
    [ids],
  );
  const now = Date.now();
  const shown = new Map<string, PostImage[]>();
  for (const row of rows) if (row.images) shown.set(row.id, await shownReplyImages(deps, row, now));
  return shown;
}

/** The comments a list names (a page of a post's comments, or ids), in its order, and the next page's cursor. */
export async function readCommentList(
  deps: DataDeps,
  source: Listed,
  viewer: UserRef | null,
): Promise<{ comments: Comment[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await readListed<CommentRow>(deps.db, source, commentSelect(viewer?._id ?? null));
  const now = Date.now();
  const comments: Comment[] = [];
  for (const row of rows) comments.push(toComment(row, await shownReplyImages(deps, row, now)));
  return { comments, nextCursor };
}

/** The comments `ids` names, in that order, each with its latest voters (the viewer among them). */
export async function readComments(deps: DataDeps, ids: string[], viewer: UserRef | null): Promise<Comment[]> {
  if (ids.length === 0) return [];
  return (await readCommentList(deps, { ids }, viewer)).comments;
}

export async function readComment(deps: DataDeps, id: string, viewer: UserRef | null): Promise<Comment | null> {
  return (await readComments(deps, [id], viewer))[0] ?? null;
}

/** The username of the author of each of the comments `ids` (those still there), by comment id. */
export async function commentAuthors(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; username: string }>(
    'select c.id, u.username from comments c join users u on u.id = c.author_id where c.id = any($1::text[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The first comments of each post (at most `previewMax`, oldest first), by post id: what the spec's calls show in a post. */
export async function readFirstComments(deps: DataDeps, postIds: string[], viewer: UserRef | null): Promise<Map<string, Comment[]>> {
  if (postIds.length === 0) return new Map();
  const { sql, params } = firstCommentsQuery(postIds, viewer?._id ?? null);
  const { rows } = await deps.db.query<{ id: string; post_id: string }>(sql, params);
  const comments = new Map(
    (
      await readComments(
        deps,
        rows.map((row) => row.id),
        viewer,
      )
    ).map((comment) => [comment._id, comment]),
  );
  const byPost = new Map<string, Comment[]>();
  for (const [postId, ofPost] of groupBy(rows, 'post_id'))
    byPost.set(
      postId,
      ofPost.flatMap((row) => comments.get(row.id) ?? []),
    );
  return byPost;
}

function toComment(row: CommentRow, images: PostImage[]): Comment {
  return {
    _id: row.id,
    username: row.username,
    text: row.text,
    ...(row.html === null ? {} : { elsewhere: elsewhereOf(row, row.html, images) }),
    votes: {
      upvotedBy: row.upvoted_by,
      downvotedBy: row.downvoted_by,
    },
    parentId: row.parent_id,
    replyCount: row.reply_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What a reply of another server carries besides its text (`html`: its row's, not null for one), its `images` shown. */
function elsewhereOf(row: CommentRow, html: string, images: PostImage[]): NonNullable<Comment['elsewhere']> {
  return {
    html,
    url: row.url,
    contentWarning: row.content_warning,
    images,
    media: mediaShown(row.media_elsewhere),
    sensitive: row.media_sensitive,
    emojis: emojisShown(row.emojis),
  };
}
