import { fork, join, take, type ForkEffect, type TakeEffect } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { UnknownAction } from 'redux';
import type { PayloadAction } from 'shell/actions';

type Worker<P> = (action: PayloadAction<P>) => Generator<unknown, void, unknown>;

/**
 * `takeEvery`, except that the workers of one key (one list's pages) run one after another: each
 * waits for the one asked before it. Their answers then land in the order they were asked, so
 * an older page never overwrites a newer one, and a worker that reads the store reads it as the
 * pages before it left it.
 */
export function* takeEveryInOrder<P>(
  type: string,
  keyOf: (payload: P) => string,
  worker: Worker<P>,
): Generator<TakeEffect | ForkEffect, void, unknown> {
  const last = new Map<string, Task>();
  function* after(before: Task | undefined, action: PayloadAction<P>): Generator<unknown, void, unknown> {
    if (before?.isRunning()) yield join(before);
    yield* worker(action);
  }
  for (;;) {
    const action = (yield take(type)) as PayloadAction<P> & UnknownAction;
    const key = keyOf(action.payload);
    last.set(key, (yield fork(after, last.get(key), action)) as Task);
  }
}
