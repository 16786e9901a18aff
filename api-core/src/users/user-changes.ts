import type { UserRef } from 'api-contract/entities';
import * as reasons from 'api-contract/reasons';
import type { PageQuery } from 'api-contract/queries';
import { fail, succeed, type Result } from 'api-contract/rules/result';
import { answer } from '../handler';
import type { DataDeps } from '../platform';
import { ownListRequest } from '../safety/own-list-requests';
import type { OwnListName } from '../safety/safety-store';
import { userRefOf } from './user-lookup';
import { readUser, readUserList } from './user-views';

/**
 * A change the caller makes towards the person a path names (a block, a mute, an answer to their
 * request to follow, their removal from one's followers): that person looked up, or the
 * contract's 404; `change` made; then the person answered as the caller now sees them.
 */
export async function changeTowardsPerson(
  deps: DataDeps,
  userId: string,
  viewer: UserRef,
  change: (target: UserRef) => Promise<Result<true>>,
) {
  const target = await userRefOf(deps.db, userId);
  if (!target.ok) return target;
  const changed = await change(target.value);
  if (!changed.ok) return changed;
  const user = await readUser(deps, target.value._id, viewer);
  return user ? succeed(answer('full', { user })) : fail(404, reasons.userNotFound(target.value._id));
}

/** A page of one of the caller's own lists of people (whom they block or mute, who asks to follow them), the latest first. */
export async function readOwnList(deps: DataDeps, name: OwnListName, viewer: UserRef, query: PageQuery) {
  const planned = ownListRequest(name, viewer._id, query);
  return planned.ok ? succeed(answer('full', await readUserList(deps, { page: planned.value }, viewer))) : planned;
}
