import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import type { PageQuery } from 'api-contract/queries';
import { fail, succeed } from 'api-contract/rules/result';
import { answer, type Handlers } from '../handler';
import type { Platform } from '../platform';
import { shownComment } from '../comments/comment-store';
import { shownPostFacts } from '../posts/post-store';
import { profileFor } from '../safety/safety-store';
import { recordPeopleRequest, type RecordPeopleListName } from './people-lists';
import { readUserList } from './user-views';

type PeopleListHandlers = Pick<Handlers, 'getFollowers' | 'getFollowing' | 'getPostLikers' | 'getPostReposters' | 'getCommentUpvoters'>;

/**
 * The whole lists behind a profile's, a post's and a comment's previews: who follows someone and
 * whom they follow, who liked a post and who reposted it, who upvoted a comment. A list is shown
 * to whoever is shown its record (the profile, the post, the comment on it), with the same 404
 * otherwise.
 */
export function peopleListHandlers(platform: Platform): PeopleListHandlers {
  const { db } = platform;

  /** A page of the list `name` of the record `ownerId`, as the viewer sees its people. */
  const pageOfPeople = async (name: RecordPeopleListName, ownerId: string, query: PageQuery, viewer: UserRef | null) => {
    const planned = recordPeopleRequest(name, ownerId, query, viewer?._id ?? null);
    if (!planned.ok) return planned;
    return succeed(answer('full', await readUserList(platform, { page: planned.value }, viewer, { previews: false })));
  };

  /** What a list's call is given: whose list (a path's id), which page, for whom. */
  type ListInput<Owner extends string> = { params: Record<Owner, string>; query: PageQuery; viewer: UserRef | null };

  const ofProfile =
    (name: 'followers' | 'following') =>
    async ({ params, query, viewer }: ListInput<'userId'>) => {
      const shown = await profileFor(db, params.userId, viewer?._id ?? null);
      if (shown === 'missing') return fail(404, reasons.userNotFound(params.userId));
      if (shown === 'hidden') return fail(404, reasons.profileUnavailable);
      return pageOfPeople(name, params.userId, query, viewer);
    };

  const ofPost =
    (name: 'likers' | 'reposters') =>
    async ({ params, query, viewer }: ListInput<'postId'>) => {
      const post = await shownPostFacts(db, params.postId, viewer?._id ?? null);
      return post.ok ? pageOfPeople(name, post.value.id, query, viewer) : post;
    };

  const ofComment = async ({ params, query, viewer }: ListInput<'postId' | 'commentId'>) => {
    const comment = await shownComment(db, params.postId, params.commentId, viewer?._id ?? null);
    return comment.ok ? pageOfPeople('upvoters', comment.value.id, query, viewer) : comment;
  };

  return {
    getFollowers: ofProfile('followers'),
    getFollowing: ofProfile('following'),
    getPostLikers: ofPost('likers'),
    getPostReposters: ofPost('reposters'),
    getCommentUpvoters: ofComment,
  };
}
