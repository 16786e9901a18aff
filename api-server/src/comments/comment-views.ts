import type { Comment } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { groupBy, userRef } from '../db/rows';

type CommentRow = { id: string; post_id: string; text: string; created_at: Date; updated_at: Date; username: string };
type VoteRow = { comment_id: string; direction: 'up' | 'down'; user_id: string; username: string };

/** The comments of each of `postIds`, oldest first, with who voted which way, by post id. */
export async function readComments(db: Queryable, postIds: string[]): Promise<Map<string, Comment[]>> {
  const comments = await db.query<CommentRow>(
    `select c.id, c.post_id, c.text, c.created_at, c.updated_at, u.username
       from comments c join users u on u.id = c.author_id
      where c.post_id = any($1::text[])
      order by c.created_at, c.id`,
    [postIds],
  );
  const votes = await db.query<VoteRow>(
    `select v.comment_id, v.direction, u.id as user_id, u.username
       from comment_votes v join users u on u.id = v.user_id
      where v.comment_id = any($1::text[])
      order by v.created_at, u.id`,
    [comments.rows.map((row) => row.id)],
  );
  const votesOf = groupBy(votes.rows, 'comment_id');
  const byPost = new Map<string, Comment[]>();
  for (const row of comments.rows) {
    const mine = votesOf.get(row.id) ?? [];
    const comment: Comment = {
      _id: row.id,
      username: row.username,
      text: row.text,
      votes: {
        upvotedBy: mine.filter((vote) => vote.direction === 'up').map(userRef),
        downvotedBy: mine.filter((vote) => vote.direction === 'down').map(userRef),
      },
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
    byPost.set(row.post_id, [...(byPost.get(row.post_id) ?? []), comment]);
  }
  return byPost;
}
