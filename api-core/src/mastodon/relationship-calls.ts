import { accountOf } from './accounts';
import { answered, callContract } from './answers';
import { by, limitOf, textOf } from './call-context';
import type { ClientCall } from './client-call';
import { pageLinks } from './paging';
import { personById, relationshipOf } from './people';

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

/** A list of people the member keeps (blocked, muted, asking to follow), a page after the cursor its `Link` names. */
const peopleList = (path: string, operation: 'getBlocks' | 'getMutes' | 'getFollowRequests', scope: string): ClientCall => ({
  method: 'get',
  path,
  scope,
  member: true,
  run: async (context) => {
    const limit = limitOf(context, 40, 80);
    const cursor = textOf(context.query.max_id);
    const page = await callContract(context.api, operation, { ...by(context), query: { limit, ...(cursor ? { cursor } : {}) } });
    if (!page.ok) return page;
    return answered(
      page.value.users.map((user) => accountOf(user, context.origin)),
      pageLinks(context, { first: null, nextCursor: page.value.nextCursor, limit }),
    );
  },
});

/** Blocks, mutes and follow requests, as the community's own calls keep them. */
export const relationshipCalls: ClientCall[] = [
  relationshipChange('block', '/v1/accounts/:id/block', 'write:blocks'),
  relationshipChange('unblock', '/v1/accounts/:id/unblock', 'write:blocks'),
  relationshipChange('mute', '/v1/accounts/:id/mute', 'write:mutes'),
  relationshipChange('unmute', '/v1/accounts/:id/unmute', 'write:mutes'),
  relationshipChange('acceptFollowRequest', '/v1/follow_requests/:id/authorize', 'write:follows'),
  relationshipChange('declineFollowRequest', '/v1/follow_requests/:id/reject', 'write:follows'),
  peopleList('/v1/blocks', 'getBlocks', 'read:blocks'),
  peopleList('/v1/mutes', 'getMutes', 'read:mutes'),
  peopleList('/v1/follow_requests', 'getFollowRequests', 'read:follows'),
];
