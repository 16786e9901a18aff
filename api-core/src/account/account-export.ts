import type { PostVisibility } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import type { ImageStore, Platform } from '../platform';
import { postImagesColumn } from '../posts/post-images';
import { readUser } from '../users/user-views';
import type { ZipEntry } from './zip-stream';

/** How many records one query of the export reads: a page in memory at a time. */
const pageSize = 500;

const encoder = new TextEncoder();

/** A JSON list written a page at a time: `[`, the records, `]`. */
async function* jsonList<Row>(pages: AsyncIterable<Row[]>): AsyncGenerator<Uint8Array> {
  let first = true;
  yield encoder.encode('[');
  for await (const rows of pages) {
    for (const row of rows) {
      yield encoder.encode(`${first ? '\n' : ',\n'}${JSON.stringify(row)}`);
      first = false;
    }
  }
  yield encoder.encode(first ? ']\n' : '\n]\n');
}

/** The rows of a keyset-paged query: `read(after)` answers the page after the last row read (null: the first). */
async function* keysetPages<Row>(read: (after: Row | null) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!;
  }
}

type PostRow = {
  id: string;
  caption: string;
  content: string;
  contentWarning: string;
  /** Each image the post shows, in order: its file in `images/` (the id) and its description. */
  images: Array<{ id: string; alt: string }>;
  likeCount: number;
  commentCount: number;
  repostCount: number;
  /** Who it was for: public, followers or mentioned. */
  visibility: PostVisibility;
  createdAt: string;
  updatedAt: string;
  editedAt: string | null;
  /** What the post said before each edit, the latest first (post_versions). */
  earlierVersions: Array<{ caption: string; content: string; contentWarning: string; imageChanged: boolean; writtenAt: string }>;
};
type CommentRow = { id: string; postId: string; text: string; createdAt: string; updatedAt: string };
type BookmarkRow = { postId: string; bookmarkedAt: string };
type MessageRow = {
  id: string;
  conversationId: string;
  text: string;
  /** The image it carried: its file in `images/` (the id) and its description; null for none. */
  image: { id: string; alt: string } | null;
  createdAt: string;
};
type PersonRow = { _id: string; username: string; since: string };

const rowsOf = async <Row>(db: Queryable, sql: string, params: unknown[]): Promise<Row[]> => (await db.query<Row>(sql, params)).rows;

/** The person's posts, newest first, on posts_by_author; each image names its file in `images/`. */
const postPages = (db: Queryable, userId: string) =>
  keysetPages<PostRow>((after) =>
    rowsOf(
      db,
      `select id, caption, content, content_warning as "contentWarning", ${postImagesColumn} as images, like_count as "likeCount",
              comment_count as "commentCount", repost_count as "repostCount", visibility, to_json(created_at)#>>'{}' as "createdAt", to_json(updated_at)#>>'{}' as "updatedAt",
              to_json(edited_at)#>>'{}' as "editedAt",
              (select coalesce(json_agg(json_build_object('caption', v.caption, 'content', v.content, 'contentWarning', v.content_warning,
                                                          'imageChanged', v.image_changed, 'writtenAt', v.written_at)
                                        order by v.written_at desc, v.id desc), '[]'::json)
                 from post_versions v where v.post_id = p.id) as "earlierVersions"
         from posts p where author_id = $1 and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::text))
        order by created_at desc, id desc limit ${pageSize}`,
      [userId, after?.createdAt ?? null, after?.id ?? null],
    ),
  );

const commentPages = (db: Queryable, userId: string) =>
  keysetPages<CommentRow>((after) =>
    rowsOf(
      db,
      `select id, post_id as "postId", text, to_json(created_at)#>>'{}' as "createdAt", to_json(updated_at)#>>'{}' as "updatedAt"
         from comments where author_id = $1 and id > $2 order by id limit ${pageSize}`,
      [userId, after?.id ?? ''],
    ),
  );

/** The direct messages the person wrote (others' words are theirs to export), on messages_by_author. */
const messagePages = (db: Queryable, userId: string) =>
  keysetPages<MessageRow>((after) =>
    rowsOf(
      db,
      `select id, conversation_id as "conversationId", text,
              case when media_id is null then null else json_build_object('id', media_id, 'alt', image_alt) end as image,
              to_json(created_at)#>>'{}' as "createdAt"
         from messages where author_id = $1 and id > $2 order by id limit ${pageSize}`,
      [userId, after?.id ?? ''],
    ),
  );

const bookmarkPages = (db: Queryable, userId: string) =>
  keysetPages<BookmarkRow>((after) =>
    rowsOf(
      db,
      `select post_id as "postId", to_json(created_at)#>>'{}' as "bookmarkedAt"
         from bookmarks where user_id = $1 and post_id > $2 order by post_id limit ${pageSize}`,
      [userId, after?.postId ?? ''],
    ),
  );

/** The people the person follows (`following`) or who follow them, with since when. */
const peoplePages = (db: Queryable, userId: string, side: 'following' | 'followers') => {
  const [mine, theirs] = side === 'following' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
  return keysetPages<PersonRow>((after) =>
    rowsOf(
      db,
      `select u.id as "_id", u.username, to_json(f.created_at)#>>'{}' as since
         from follows f join users u on u.id = f.${theirs}
        where f.${mine} = $1 and f.${theirs} > $2 order by f.${theirs} limit ${pageSize}`,
      [userId, after?._id ?? ''],
    ),
  );
};

const extensions: Record<string, string> = {
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/** The kept images `ids` names, one file each (`images/<id>.webp`), their bytes read one at a time. */
async function* imageEntries(db: Queryable, images: ImageStore, ids: Set<string>): AsyncGenerator<ZipEntry> {
  const { rows } = await db.query<{ id: string; content_type: string }>('select id, content_type from media where id = any($1::text[])', [
    [...ids],
  ]);
  for (const { id, content_type: contentType } of rows) {
    const bytes = await images.get(id);
    // Images are compressed already: stored as they are.
    if (bytes) yield { name: `images/${id}.${extensions[contentType] ?? 'bin'}`, chunks: [bytes], compress: false };
  }
}

const jsonEntry = (name: string, chunks: ZipEntry['chunks']): ZipEntry => ({ name, chunks, compress: true });

const oneChunk = (value: unknown): Uint8Array[] => [encoder.encode(`${JSON.stringify(value, null, 2)}\n`)];

/**
 * Everything a person takes away (GET /api/users/me/export), as the zip's files: their profile,
 * posts, comments, bookmarks, the people they follow and who follow them, as JSON, and their own
 * images (avatar, post and message pictures) as files. Read in pages as the zip is written.
 */
export async function* accountExportEntries(platform: Platform, viewer: { _id: string; username: string }): AsyncGenerator<ZipEntry> {
  const { db, images } = platform;
  const profile = await readUser(platform, viewer._id, viewer);
  const { rows: avatar } = await db.query<{ avatar_id: string | null }>('select avatar_id from users where id = $1', [viewer._id]);
  const imageIds = new Set<string>(avatar[0]?.avatar_id ? [avatar[0].avatar_id] : []);
  yield jsonEntry('profile.json', oneChunk({ ...profile, avatar: avatar[0]?.avatar_id ?? null }));
  async function* postsNamingImages() {
    for await (const page of postPages(db, viewer._id)) {
      for (const post of page) for (const image of post.images) imageIds.add(image.id);
      yield page;
    }
  }
  yield jsonEntry('posts.json', jsonList(postsNamingImages()));
  yield jsonEntry('comments.json', jsonList(commentPages(db, viewer._id)));
  async function* messagesNamingImages() {
    for await (const page of messagePages(db, viewer._id)) {
      for (const message of page) if (message.image) imageIds.add(message.image.id);
      yield page;
    }
  }
  yield jsonEntry('messages.json', jsonList(messagesNamingImages()));
  yield jsonEntry('bookmarks.json', jsonList(bookmarkPages(db, viewer._id)));
  yield jsonEntry('following.json', jsonList(peoplePages(db, viewer._id, 'following')));
  yield jsonEntry('followers.json', jsonList(peoplePages(db, viewer._id, 'followers')));
  yield* imageEntries(db, images, imageIds);
}
