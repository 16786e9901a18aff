/**
 * Changes the screen shows before the server answers, kept apart from the records the server
 * sent. What a page shows is the server's record with the pending changes applied on top; an
 * answer replaces the record and drops its change, a failure drops the change alone. So one
 * call's failure can never undo another call's stored result, however the calls overlap (a
 * snapshot taken before a change, restored after it failed, would).
 */
export type PendingChange<C> = { id: string; change: C };

/** An id for one change, unique within the page. */
export function newChangeId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export const withPendingChange = <C>(changes: ReadonlyArray<PendingChange<C>>, id: string, change: C): Array<PendingChange<C>> => [
  ...changes,
  { id, change },
];

export const withoutPendingChange = <C>(changes: ReadonlyArray<PendingChange<C>>, id: string): ReadonlyArray<PendingChange<C>> =>
  changes.some((pending) => pending.id === id) ? changes.filter((pending) => pending.id !== id) : changes;

/**
 * `apply(record, changes)`, computed once for each pair of record and list of changes: a
 * selector that shows records with their changes hands React the same object until either
 * changes.
 */
export function viewWithChanges<R extends object, C>(apply: (record: R, changes: ReadonlyArray<PendingChange<C>>) => R) {
  const views = new WeakMap<R, { changes: ReadonlyArray<PendingChange<C>>; view: R }>();
  return (record: R, changes: ReadonlyArray<PendingChange<C>>): R => {
    const known = views.get(record);
    if (known?.changes === changes) return known.view;
    const view = changes.length === 0 ? record : apply(record, changes);
    views.set(record, { changes, view });
    return view;
  };
}
