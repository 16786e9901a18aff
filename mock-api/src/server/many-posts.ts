import type { Post } from 'api-contract/entities';
import { buildSeedPosts, seedEpoch, type SeedUser } from 'api-contract/seed';

/**
 * `count` posts for a long timeline (a page setting, for the benchmark): the six seeded ones,
 * then generated ones by the seeded authors, one every ten minutes back in time, each with
 * two comments.
 */
export function buildManyPosts(users: SeedUser[], count: number): Post[] {
  const seeded = buildSeedPosts(users);
  const extra = Array.from({ length: Math.max(0, count - seeded.length) }, (_, index): Post => {
    const template = seeded[index % seeded.length]!;
    const id = `post-x${index + 1}`;
    const createdAt = new Date(seedEpoch - (index + 1) * 600_000).toISOString();
    return {
      ...template,
      _id: id,
      id,
      caption: `${template.caption} #${index + 1}`,
      likes: { likeCount: index % 7, likedBy: [], dislikedBy: [] },
      comments: template.comments.map((entry, commentIndex) => ({ ...entry, _id: `comment-x${index + 1}-${commentIndex + 1}` })),
      commentCount: template.comments.length,
      createdAt,
      updatedAt: createdAt,
    };
  });
  return [...seeded.slice(0, count), ...extra];
}
