import type { Comment, Post } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { groupBy, userRef } from '../db/rows';
import { mediaPath } from '../media/images';
import { readComments } from '../comments/comment-views';

type PostRow = {
  id: string;
  caption: string;
  content: string;
  image_id: string | null;
  like_count: number;
  created_at: Date;
  updated_at: Date;
  username: string;
  first_name: string;
};

type ReactionRow = { post_id: string; kind: 'like' | 'dislike'; user_id: string; username: string };

/** Which posts to show: every post, one author's, or the ones named. */
export type PostSelection = { all: true } | { authorId: string } | { ids: string[] };

function selectionSql(selection: PostSelection): { where: string; params: unknown[] } {
  if ('authorId' in selection) return { where: 'where p.author_id = $1', params: [selection.authorId] };
  if ('ids' in selection) return { where: 'where p.id = any($1::text[])', params: [selection.ids] };
  return { where: '', params: [] };
}

/**
 * Posts as the contract shows them, oldest first (the client shows the newest first): each with
 * its author's name, its likers and dislikers in the order they reacted, and its comments.
 */
export async function readPosts(db: Queryable, selection: PostSelection): Promise<Post[]> {
  const { where, params } = selectionSql(selection);
  const { rows } = await db.query<PostRow>(
    `select p.id, p.caption, p.content, p.image_id, p.like_count, p.created_at, p.updated_at, u.username, u.first_name
       from posts p join users u on u.id = p.author_id ${where}
      order by p.created_at, p.id`,
    params,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const reactions = await db.query<ReactionRow>(
    `select r.post_id, r.kind, u.id as user_id, u.username
       from post_reactions r join users u on u.id = r.user_id
      where r.post_id = any($1::text[])
      order by r.created_at, u.id`,
    [ids],
  );
  const comments = await readComments(db, ids);
  const reactionsOf = groupBy(reactions.rows, 'post_id');
  return rows.map((row) => toPost(row, reactionsOf.get(row.id) ?? [], comments.get(row.id) ?? []));
}

function toPost(row: PostRow, reactions: ReactionRow[], comments: Comment[]): Post {
  return {
    _id: row.id,
    id: row.id,
    caption: row.caption,
    content: row.content,
    img: row.image_id ? mediaPath(row.image_id) : '',
    firstName: row.first_name,
    username: row.username,
    likes: {
      likeCount: row.like_count,
      likedBy: reactions.filter((reaction) => reaction.kind === 'like').map(userRef),
      dislikedBy: reactions.filter((reaction) => reaction.kind === 'dislike').map(userRef),
    },
    comments,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
