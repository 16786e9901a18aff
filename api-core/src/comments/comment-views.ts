import type { Comment, UserRef } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { readPeople, type PersonRow } from '../db/previews';
import { groupBy, userRef } from '../db/rows';
import { firstCommentsQuery } from './comment-lists';

type CommentRow = { id: string; text: string; created_at: Date; updated_at: Date; username: string };

const voters = {
  table: 'comment_votes',
  owner: 'comment_id',
  person: 'user_id',
  kind: { column: 'direction', values: ['up', 'down'] },
} as const;

/** The comments `ids` names, in that order, each with its latest voters (the viewer among them). */
export async function readComments(db: Queryable, ids: string[], viewer: UserRef | null): Promise<Comment[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CommentRow>(
    `select c.id, c.text, c.created_at, c.updated_at, u.username
       from comments c join users u on u.id = c.author_id
      where c.id = any($1::text[])`,
    [ids],
  );
  const votes = groupBy(await readPeople(db, voters, ids, viewer?._id ?? null), 'owner_id');
  const byId = new Map(rows.map((row) => [row.id, toComment(row, votes.get(row.id) ?? [])]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readComment(db: Queryable, id: string, viewer: UserRef | null): Promise<Comment | null> {
  return (await readComments(db, [id], viewer))[0] ?? null;
}

/** The first comments of each post (at most `previewMax`, oldest first), by post id: what the spec's calls show in a post. */
export async function readFirstComments(db: Queryable, postIds: string[], viewer: UserRef | null): Promise<Map<string, Comment[]>> {
  if (postIds.length === 0) return new Map();
  const { sql, params } = firstCommentsQuery(postIds);
  const { rows } = await db.query<{ id: string; post_id: string }>(sql, params);
  const comments = new Map(
    (
      await readComments(
        db,
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

function toComment(row: CommentRow, votes: PersonRow[]): Comment {
  return {
    _id: row.id,
    username: row.username,
    text: row.text,
    votes: {
      upvotedBy: votes.filter((vote) => vote.kind === 'up').map(userRef),
      downvotedBy: votes.filter((vote) => vote.kind === 'down').map(userRef),
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
