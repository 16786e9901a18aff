import type { Comment, Post, UserRef } from 'api-contract/entities';
import { readPeople, type PersonRow } from '../db/previews';
import { groupBy, userRef } from '../db/rows';
import { imageAddress } from '../media/images';
import type { DataDeps, ImageStore } from '../platform';
import { readFirstComments } from '../comments/comment-views';

type PostRow = {
  id: string;
  caption: string;
  content: string;
  image_id: string | null;
  like_count: number;
  comment_count: number;
  created_at: Date;
  updated_at: Date;
  username: string;
  first_name: string;
  liked_by_me: boolean;
  bookmarked_by_me: boolean;
};

/**
 * How much of each post to show: the spec's calls show its first comments; pages and minimal
 * answers show none (`commentCount` says how many there are, the comments call pages them).
 */
export type PostDetail = { withComments: boolean };

const reactions = {
  table: 'post_reactions',
  owner: 'post_id',
  person: 'user_id',
  kind: { column: 'kind', values: ['like', 'dislike'] },
} as const;

/**
 * The posts `ids` names, in that order, as `viewer` sees them: with exact counts, the latest
 * likers and dislikers (the viewer among them), and what the viewer did when someone is signed in.
 */
export async function readPosts(
  { db, images }: DataDeps,
  ids: string[],
  viewer: UserRef | null,
  { withComments }: PostDetail,
): Promise<Post[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<PostRow>(
    `select p.id, p.caption, p.content, p.image_id, p.like_count, p.comment_count, p.created_at, p.updated_at, u.username, u.first_name,
            exists (select 1 from post_reactions r where r.post_id = p.id and r.user_id = $2::text and r.kind = 'like') as liked_by_me,
            exists (select 1 from bookmarks b where b.user_id = $2::text and b.post_id = p.id) as bookmarked_by_me
       from posts p join users u on u.id = p.author_id
      where p.id = any($1::text[])`,
    [ids, viewer?._id ?? null],
  );
  const people = groupBy(await readPeople(db, reactions, ids, viewer?._id ?? null), 'owner_id');
  const comments = withComments ? await readFirstComments(db, ids, viewer) : new Map<string, Comment[]>();
  const byId = new Map(
    rows.map((row) => [row.id, toPost(images, row, people.get(row.id) ?? [], comments.get(row.id) ?? [], viewer !== null)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readPost(deps: DataDeps, id: string, viewer: UserRef | null, detail: PostDetail): Promise<Post | null> {
  return (await readPosts(deps, [id], viewer, detail))[0] ?? null;
}

function toPost(images: ImageStore, row: PostRow, people: PersonRow[], comments: Comment[], signedIn: boolean): Post {
  return {
    _id: row.id,
    id: row.id,
    caption: row.caption,
    content: row.content,
    img: imageAddress(images, row.image_id),
    firstName: row.first_name,
    username: row.username,
    likes: {
      likeCount: row.like_count,
      likedBy: people.filter((person) => person.kind === 'like').map(userRef),
      dislikedBy: people.filter((person) => person.kind === 'dislike').map(userRef),
    },
    comments,
    commentCount: row.comment_count,
    ...(signedIn ? { likedByMe: row.liked_by_me, bookmarkedByMe: row.bookmarked_by_me } : {}),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
