import type { Post } from 'api-contract/entities';
import { sortPosts, type SortOrder } from '../sort-posts';

const post = (id: string, likeCount: number, day: number) =>
  ({
    _id: id,
    likes: { likeCount, likedBy: [], dislikedBy: [] },
    createdAt: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  }) as unknown as Post;

const posts = [post('a', 1, 3), post('b', 5, 1), post('c', 1, 7), post('d', 0, 5)];

describe('sorting the posts on screen', () => {
  it.each<[SortOrder, string[]]>([
    ['trending', ['b', 'c', 'a', 'd']],
    ['newest', ['c', 'd', 'a', 'b']],
    ['oldest', ['b', 'a', 'd', 'c']],
  ])('%s gives %j', (order, ids) => {
    expect(sortPosts(posts, order).map((entry) => entry._id)).toEqual(ids);
  });

  it('leaves the given list as it was', () => {
    sortPosts(posts, 'oldest');
    expect(posts.map((entry) => entry._id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
