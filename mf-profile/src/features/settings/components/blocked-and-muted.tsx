import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PagedListView } from 'shell/paged-list-view';
import { selectIsSafetyPending, selectUserById, unblock, unmute } from 'shell/users';
import { fetchPeoplePage, selectPeopleList, type PeopleListKind } from '../store/safety-lists-slice';
import { PersonName } from './person-name';

/** What each list is called (as a heading, a list's name, and within "Loading …"), says when empty, and offers for each person. */
function wordingOf(list: PeopleListKind) {
  if (list === 'blocks') {
    return {
      heading: t`Blocked`,
      label: t`People you block`,
      inSentence: t`people you block`,
      empty: t`You do not block anyone.`,
      undo: t`Unblock`,
      undoing: t`Unblocking…`,
      undoPerson: (username: string) => t`Unblock @${username}`,
    };
  }
  return {
    heading: t`Muted`,
    label: t`People you mute`,
    inSentence: t`people you mute`,
    empty: t`You do not mute anyone.`,
    undo: t`Unmute`,
    undoing: t`Unmuting…`,
    undoPerson: (username: string) => t`Unmute @${username}`,
  };
}

/** The settings' "Blocked and muted": whom the person blocks and mutes, the latest first, each with its undo. */
export function BlockedAndMuted() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(fetchPeoplePage('blocks', null));
    dispatch(fetchPeoplePage('mutes', null));
  }, [dispatch]);
  return (
    <section className="settings__section" aria-labelledby="safety-heading">
      <h2 id="safety-heading">{t`Blocked and muted`}</h2>
      <PeopleSection list="blocks" />
      <PeopleSection list="mutes" />
    </section>
  );
}

function PeopleSection({ list }: { list: PeopleListKind }) {
  const dispatch = useDispatch();
  const peopleList = useSelector(selectPeopleList(list));
  const words = wordingOf(list);
  const headingId = `safety-${list}-heading`;
  return (
    <section className="settings__people" aria-labelledby={headingId}>
      <h3 id={headingId}>{words.heading}</h3>
      <PagedListView
        list={peopleList}
        label={words.inSentence}
        empty={words.empty}
        onLoad={(cursor) => dispatch(fetchPeoplePage(list, cursor))}
      >
        <ul className="record-list" aria-label={words.label}>
          {peopleList.ids.map((id) => (
            <PersonRow key={id} list={list} userId={id} />
          ))}
        </ul>
      </PagedListView>
    </section>
  );
}

function PersonRow({ list, userId }: { list: PeopleListKind; userId: string }) {
  const dispatch = useDispatch();
  const user = useSelector(selectUserById(userId));
  const pending = useSelector(selectIsSafetyPending(userId));
  if (!user) return null;
  const words = wordingOf(list);
  const target = { userId, username: user.username };
  return (
    <li className="record-row">
      <PersonName user={user} />
      <button
        type="button"
        className="button"
        disabled={pending}
        aria-label={words.undoPerson(user.username)}
        onClick={() => dispatch((list === 'blocks' ? unblock : unmute).request(target))}
      >
        {pending ? words.undoing : words.undo}
      </button>
    </li>
  );
}
