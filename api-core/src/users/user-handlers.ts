import type { Reason } from 'api-contract/error-codes';
import * as reasons from 'api-contract/reasons';
import { namesSomeoneElsewhere } from 'api-contract/rules/handle-rules';
import { checkProfileOwner } from 'api-contract/rules/profile-rules';
import { fail, succeed } from 'api-contract/rules/result';
import type { UserRef } from 'api-contract/entities';
import type { Queryable } from '../db/database';
import { federateProfileChange } from '../federation/account-federation';
import { followedElsewhere } from '../federation/remote-followers';
import { answer, type Handlers } from '../handler';
import { changeWithImages } from '../media/image-changes';
import { chooseImage, imageIdAfter } from '../media/images';
import type { Platform } from '../platform';
import { profileFor } from '../safety/safety-store';
import { acceptEveryoneWaiting, lockedAvatarOf, profileOf, updateProfile } from './profile-store';
import { userSearchRequest } from './user-list-requests';
import { listedUsersQuery } from './user-lists';
import { userIdNamed } from './user-lookup';
import { readBookmarkIds, readUser, readUserList, readUsers } from './user-views';

type UserHandlers = Pick<Handlers, 'getUsers' | 'searchUsers' | 'getUserByUsername' | 'getUser' | 'editProfile' | 'getBookmarks'>;

/** The calls on users: the list (or the users a list of names names), the search, one user, the profile, one's bookmarks. */
export function userHandlers(platform: Platform): UserHandlers {
  const { db } = platform;

  /**
   * One user's record as `viewer` sees it: the same 404 whether its owner blocks the viewer or
   * is suspended, so nobody learns which; `missing` when there is no such user.
   */
  const profile = async (userId: string, viewer: UserRef | null, missing: Reason) => {
    const shown = await profileFor(db, userId, viewer?._id ?? null);
    if (shown === 'hidden') return fail(404, reasons.profileUnavailable);
    const user = shown === 'shown' ? await readUser(platform, userId, viewer) : null;
    return user ? succeed(answer('full', { user })) : fail(404, missing);
  };

  /**
   * The person of another server `q` names whole (`@name@host`, `name@host`, their address),
   * asked of their server for someone signed in (as Mastodon resolves only for them), with their
   * recent posts for their profile: their id here, or null.
   */
  const findElsewhere = async (q: string, viewer: UserRef | null): Promise<string | null> =>
    viewer && platform.fediverse && namesSomeoneElsewhere(q)
      ? platform.fediverse.findPerson(q.trim(), viewer._id, { recentPosts: true })
      : null;

  return {
    getUsers: async ({ query, viewer }) =>
      succeed(
        answer('full', {
          users: (
            await readUserList(platform, { selected: listedUsersQuery(query.usernames, viewer?._id ?? null) }, viewer, {
              previews: query.previews !== 'none',
            })
          ).users,
        }),
      ),

    searchUsers: async ({ query, viewer }) => {
      const planned = userSearchRequest(query, viewer?._id ?? null);
      if (!planned.ok) return planned;
      // A person of another server is named whole, and found there; the community's search never
      // lists them, but for the reader's own follows (`following`), which it finds by name alone.
      const found = query.cursor === undefined && query.following === undefined ? await findElsewhere(query.q ?? '', viewer) : null;
      if (found === null) return succeed(answer('full', await readUserList(platform, { page: planned.value }, viewer)));
      const shown = (await profileFor(db, found, viewer?._id ?? null)) === 'shown';
      return succeed(answer('full', { users: shown ? await readUsers(platform, [found], viewer) : [], nextCursor: null }));
    },

    getUserByUsername: async ({ params, viewer }) => {
      const id = await userIdNamed(db, params.username);
      const found = id.ok ? id.value : await findElsewhere(params.username, viewer);
      return found === null
        ? fail(404, reasons.usernameNotFound(params.username))
        : profile(found, viewer, reasons.usernameNotFound(params.username));
    },

    getUser: ({ params, viewer }) => profile(params.userId, viewer, reasons.userNotFound(params.userId)),

    getBookmarks: async ({ viewer }) => succeed(answer('full', { bookmarks: await readBookmarkIds(db, viewer._id) })),

    /**
     * Bio, website and avatar: only the fields sent change. A new avatar is encoded before the
     * row changes, and the one it replaces goes unless something else shows it.
     */
    editProfile: async ({ body, viewer }) => {
      const owner = checkProfileOwner(body, viewer);
      if (!owner.ok) return owner;
      const currentAvatar = body.img === undefined ? null : (await profileOf(db, viewer)).avatarId;
      const avatar = await chooseImage(body.img, currentAvatar, 'Avatar', platform.images);
      if (!avatar.ok) return avatar;
      const fields = {
        bio: body.bio,
        website: body.website,
        defaultVisibility: body.defaultVisibility,
        approveFollowers: body.approveFollowers,
        messagesFrom: body.messagesFrom,
      };
      const chosen = avatar.value;
      const accepting = body.approveFollowers === false;
      // A change of what their actor shows goes to their followers elsewhere, by a job of the
      // change's transaction. Whether they have any is asked first: an edit that tells nobody
      // stays one statement. Someone whose follow lands between the two is not sent this edit,
      // and shows what their server read of the actor before following (nothing closes that
      // window: a Follow is sent after its server reads the actor).
      const shownElsewhere = body.bio !== undefined || body.approveFollowers !== undefined || chosen.kind !== 'unchanged';
      const tellsElsewhere = shownElsewhere && (await followedElsewhere(db, viewer._id));
      const federated = (tx: Queryable) => (tellsElsewhere ? federateProfileChange(platform.jobs, tx, viewer._id) : undefined);
      if (chosen.kind === 'unchanged' && !accepting && !tellsElsewhere) await updateProfile(db, viewer, fields);
      else if (chosen.kind === 'unchanged') {
        await db.transaction(async (tx) => {
          if (accepting) await acceptEveryoneWaiting(tx, platform.jobs, viewer);
          await updateProfile(tx, viewer, fields);
          await federated(tx);
        });
      } else {
        await changeWithImages(platform, async ({ tx, hold }) => {
          if (accepting) await acceptEveryoneWaiting(tx, platform.jobs, viewer);
          const replaced = await lockedAvatarOf(tx, viewer);
          await hold([replaced], chosen.kind === 'new' ? chosen : null);
          await updateProfile(tx, viewer, { ...fields, avatarId: imageIdAfter(chosen, replaced) });
          await federated(tx);
          return succeed(true);
        });
      }
      const user = await readUser(platform, viewer._id, viewer);
      return user ? succeed(answer('full', { user })) : fail(404, reasons.accountGone);
    },
  };
}
