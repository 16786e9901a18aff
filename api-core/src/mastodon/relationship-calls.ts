import type { User } from 'api-contract/entities';
import { accountOf } from './accounts';
import { answered, callContract, type MastodonAnswer } from './answers';
import { by, type CallContext } from './call-context';
import type { ClientCall } from './client-call';
import { cursorPageAsked, pageLinks } from './paging';
import { personById, relationshipOf } from './people';
import { postIdOfComment } from './threads';

/** A change of how the member stands with someone (block, mute...), answered as the relationship after it. */
const relationshipChange = (
  operation: 'block' | 'unblock' | 'mute' | 'unmute' | 'acceptFollowRequest' | 'declineFollowRequest',
  path: string,
  scope: string,
): ClientCall => ({
  method: 'post',
  path,
  scope,
  member: true,
  run: async (context) => {
    const changed = await callContract(context.api, operation, { ...by(context), params: { userId: context.params.id! } });
    if (!changed.ok) return changed;
    const found = await personById(context, context.params.id!);
    return found.ok ? answered(relationshipOf(found.value.user)) : found;
  },
});

type PeoplePage = { users: User[]; nextCursor: string | null };
type PeopleQuery = { limit: string; cursor?: string };

/**
 * A list of people as accounts (whom the member blocks or mutes, who asks to follow them, who
 * follows someone, who liked a post...), `limit` at a time, a page after the cursor its `Link`
 * names: `read` is the contract's call of the list.
 */
const peopleList = (
  path: string,
  scope: string,
  member: boolean,
  read: (context: CallContext, query: PeopleQuery) => Promise<MastodonAnswer<PeoplePage>>,
): ClientCall => ({
  method: 'get',
  path,
  scope,
  member,
  run: async (context) => {
    const query = cursorPageAsked(context, 40, 80);
    const page = await read(context, query);
    if (!page.ok) return page;
    return answered(
      page.value.users.map((user) => accountOf(user, context.origin)),
      pageLinks(context, { first: null, nextCursor: page.value.nextCursor, limit: query.limit }),
    );
  },
});

/** One of the member's own lists of people. */
const ownPeople = (path: string, operation: 'getBlocks' | 'getMutes' | 'getFollowRequests', scope: string) =>
  peopleList(path, scope, true, (context, query) => callContract(context.api, operation, { ...by(context), query }));

/** The people of someone's profile (followers, followed) by the path's id: anyone the profile is shown to reads them. */
const profilePeople = (path: string, operation: 'getFollowers' | 'getFollowing') =>
  peopleList(path, 'read:accounts', false, (context, query) =>
    callContract(context.api, operation, { ...by(context), params: { userId: context.params.id! }, query }),
  );

/** The people of a post (who reposted) by the path's id: anyone the post is shown to reads them. */
const postPeople = (path: string, operation: 'getPostReposters') =>
  peopleList(path, 'read:statuses', false, (context, query) =>
    callContract(context.api, operation, { ...by(context), params: { postId: context.params.id! }, query }),
  );

/**
 * Who favourited a status: a post's likers, or a comment's upvoters (a comment is a reply, whose
 * upvotes are its favourites), as the contract lists each.
 */
const favouritedBy = peopleList('/v1/statuses/:id/favourited_by', 'read:statuses', false, async (context, query) => {
  const id = context.params.id!;
  const postId = await postIdOfComment(context.db, id);
  if (postId === null) return callContract(context.api, 'getPostLikers', { ...by(context), params: { postId: id }, query });
  return callContract(context.api, 'getCommentUpvoters', { ...by(context), params: { postId, commentId: id }, query });
});

/** Blocks, mutes and follow requests, and the lists of people of profiles and posts, as the community's own calls keep them. */
export const relationshipCalls: ClientCall[] = [
  relationshipChange('block', '/v1/accounts/:id/block', 'write:blocks'),
  relationshipChange('unblock', '/v1/accounts/:id/unblock', 'write:blocks'),
  relationshipChange('mute', '/v1/accounts/:id/mute', 'write:mutes'),
  relationshipChange('unmute', '/v1/accounts/:id/unmute', 'write:mutes'),
  relationshipChange('acceptFollowRequest', '/v1/follow_requests/:id/authorize', 'write:follows'),
  relationshipChange('declineFollowRequest', '/v1/follow_requests/:id/reject', 'write:follows'),
  ownPeople('/v1/blocks', 'getBlocks', 'read:blocks'),
  ownPeople('/v1/mutes', 'getMutes', 'read:mutes'),
  ownPeople('/v1/follow_requests', 'getFollowRequests', 'read:follows'),
  profilePeople('/v1/accounts/:id/followers', 'getFollowers'),
  profilePeople('/v1/accounts/:id/following', 'getFollowing'),
  favouritedBy,
  postPeople('/v1/statuses/:id/reblogged_by', 'getPostReposters'),
];
