import type { Post, User, UserRef } from '../contract/entities';
import { limits } from '../contract/limits';
import { messages } from '../contract/messages';
import type { PostData } from '../contract/payloads';
import { readText } from './fields';
import { validateImage } from './image';
import { fail, succeed, type Result } from './result';
import { includesUser, withUser, withoutUser } from './user-refs';

/**
 * Validates a new-post or edit-post payload. An image equal to `currentImg` is kept as it
 * is, so editing the text of a post does not re-check an image the server already holds.
 */
export function validatePostData(data: Record<string, unknown>, currentImg = ''): Result<PostData> {
  const caption = readText(data, 'caption', 'Caption', { required: true, max: limits.captionMax });
  if (!caption.ok) return caption;
  const content = readText(data, 'content', 'Content', { required: true, max: limits.contentMax });
  if (!content.ok) return content;
  const imgText = readText(data, 'img', 'Image', { required: false });
  if (!imgText.ok) return imgText;
  const img = imgText.value === currentImg ? imgText : validateImage(imgText.value, 'Image');
  if (!img.ok) return img;
  return succeed({ caption: caption.value, content: content.value, img: img.value });
}

export function createPost(author: User, data: PostData, id: string, now: string): Post {
  return {
    _id: id,
    id,
    caption: data.caption,
    content: data.content,
    img: data.img ?? '',
    firstName: author.firstName,
    username: author.username,
    likes: { likeCount: 0, likedBy: [], dislikedBy: [] },
    comments: [],
    createdAt: now,
    updatedAt: now,
  };
}

export function editPost(post: Post, user: UserRef, data: PostData, now: string): Result<Post> {
  if (post.username !== user.username) return fail(400, messages.editForeignPost);
  return succeed({ ...post, ...data, img: data.img ?? '', updatedAt: now });
}

export function checkCanDeletePost(post: Post, user: UserRef): Result<Post> {
  return post.username === user.username ? succeed(post) : fail(400, messages.deleteForeignPost);
}

/**
 * A like adds the user to the likers and takes them out of the dislikers. The count is
 * always the number of likers, so it can never drift from the list.
 */
export function likePost(post: Post, user: UserRef): Result<Post> {
  if (includesUser(post.likes.likedBy, user)) return fail(400, messages.alreadyLiked);
  const likedBy = withUser(post.likes.likedBy, user);
  return succeed({
    ...post,
    likes: { likeCount: likedBy.length, likedBy, dislikedBy: withoutUser(post.likes.dislikedBy, user) },
  });
}

/** A dislike takes the user out of the likers and records them as a disliker. */
export function dislikePost(post: Post, user: UserRef): Result<Post> {
  if (post.likes.likeCount <= 0) return fail(400, messages.likeBelowZero);
  if (includesUser(post.likes.dislikedBy, user)) return fail(400, messages.alreadyDisliked);
  const likedBy = withoutUser(post.likes.likedBy, user);
  return succeed({
    ...post,
    likes: { likeCount: likedBy.length, likedBy, dislikedBy: withUser(post.likes.dislikedBy, user) },
  });
}
