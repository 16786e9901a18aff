import type { PostVisibility } from 'api-contract/entities';
import type { ReadAt } from 'api-contract/rich-text';
import type { Queryable } from '../db/database';
import { notifyMentions, writePostMentions } from '../notifications/mentions';
import { writePostTags } from '../tags/post-tags';

/**
 * What a post's text makes, in the transaction that writes it (a new post, or an edit with the
 * post's row held): the tags it holds, for the tag pages and the search of tags, and the people
 * it mentions (who may see it, whoever it is for), told once each.
 */
export async function writePostText(
  tx: Queryable,
  readAt: ReadAt,
  postId: string,
  authorId: string,
  { caption, content }: { caption: string; content: string },
  visibility: PostVisibility,
) {
  // A tag's page and the search of tags are everyone's: only a public post is listed under its
  // tags, as on Mastodon (a tag of a post for some would tell everyone it was written).
  await writePostTags(tx, postId, ...(visibility === 'public' ? [caption, content] : []));
  // Who it mentions first: a post for the people it mentions is theirs to see when they are told.
  await writePostMentions(tx, readAt, postId, caption, content);
  await notifyMentions(tx, readAt, authorId, { postId, commentId: null }, caption, content);
}
