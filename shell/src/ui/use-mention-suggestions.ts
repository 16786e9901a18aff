import { useEffect, useState } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { User } from 'api-contract/entities';
import { searchUsers, selectUserById, selectUserSearch } from '../features/users';
import { mentionBeingTyped } from './mention-being-typed';

type WithUsers = Parameters<ReturnType<typeof selectUserById>>[0];

/** At most this many names are offered at once. */
const suggestionsMax = 6;

/**
 * The people to offer for the `@partial` before `caret` (null: the field is not focused), from
 * the shell's user search, which asks the server a moment after typing stops. The last names
 * found stay offered while the next are asked for, so the list does not blink at each letter.
 * Escape dismisses the list until the partial changes.
 */
export function useMentionSuggestions(value: string, caret: number | null) {
  const dispatch = useDispatch();
  const typing = caret === null ? null : mentionBeingTyped(value, caret);
  const partial = typing?.partial ?? '';
  const key = typing ? `${typing.start}:${partial}` : '';
  const search = useSelector(selectUserSearch(partial));
  const [found, setFound] = useState<{ start: number; ids: string[] } | null>(null);
  const [active, setActive] = useState({ key: '', index: 0 });
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (partial) dispatch(searchUsers.request({ query: partial }));
  }, [dispatch, partial]);

  // Names found for this mention replace the ones offered before (React's "state from the
  // previous render" pattern: no effect, no extra paint).
  if (typing && search.status === 'loaded' && (found?.start !== typing.start || found.ids !== search.ids)) {
    setFound({ start: typing.start, ids: search.ids });
  }
  const ids = typing && found?.start === typing.start ? found.ids.slice(0, suggestionsMax) : [];
  const users = useSelector(
    (state: WithUsers) => ids.map((id) => selectUserById(id)(state)).filter((user): user is User => user !== undefined),
    shallowEqual,
  );
  const open = typing !== null && dismissed !== key && users.length > 0;
  const index = active.key === key ? Math.min(active.index, users.length - 1) : 0;

  return {
    typing,
    users: open ? users : [],
    activeIndex: open ? index : -1,
    /** Moves the highlight by `step` options, round the list. */
    move: (step: number) => setActive({ key, index: (index + step + users.length) % users.length }),
    highlight: (to: number) => setActive({ key, index: to }),
    dismiss: () => setDismissed(key),
  };
}
