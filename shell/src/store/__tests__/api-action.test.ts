import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from 'redux';
import type { Invite } from 'api-contract/entities';
import { ApiError } from 'api-contract/api-error';
import { apiAction, idleCall } from '../api-call';
import { emptyPagedRecords, pagedListCall, type PagedRecords } from '../../lists/paged-list';
import { createAction } from '../actions';

/**
 * A slice's saga running against `api`, a stand-in for the client with only the calls a test
 * names: what the saga puts, in order.
 */
function running(saga: Saga, api: object) {
  const channel = stdChannel();
  const put: UnknownAction[] = [];
  const task = runSaga({ channel, dispatch: (action: UnknownAction) => put.push(action), context: { api } }, saga);
  return { put, send: (action: UnknownAction) => channel.put(action), stop: () => task.cancel() };
}

/** Resolves once the calls under way have been answered and their actions put. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

type Decision = { userId: string; username: string };
const forgotten = createAction<string>('test/forgotten');

describe('apiAction: one contract call as its actions and the saga that answers them', () => {
  const refuse = apiAction('test/refuse', {
    call: (api, { userId }: Decision) => api.refuseSignup({ userId }),
    keep: ({ userId }) => forgotten(userId),
    success: (_answer, decision) => decision,
    toast: (_answer, { username }) => `Refused ${username}`,
    fallback: 'Could not refuse that signup.',
    subject: ({ userId }) => userId,
    shownInPlace: true,
    take: 'leading',
  });
  const decision = { userId: 'u1', username: 'ada' };

  test('an answer puts what another slice keeps, then the success with its toast', async () => {
    const saga = running(refuse.saga, { refuseSignup: () => Promise.resolve({ userId: 'u1' }) });
    saga.send(refuse.request(decision));
    await settled();
    expect(saga.put).toEqual([forgotten('u1'), refuse.success(decision, { toast: 'Refused ada' })]);
    saga.stop();
  });

  test("a refusal keeps the server's words and code, names its subject, and is shown in place", async () => {
    const refusal = new ApiError(404, 'signup.not_found', 'No such signup.');
    const saga = running(refuse.saga, { refuseSignup: () => Promise.reject(refusal) });
    saga.send(refuse.request(decision));
    await settled();
    const failure = { status: 404, code: 'signup.not_found' as const, message: 'No such signup.', subject: 'u1' };
    expect(saga.put).toEqual([refuse.failure(failure, { silent: true })]);
    saga.stop();
  });

  test('a failure that is not a refusal says the fallback words', async () => {
    const saga = running(refuse.saga, { refuseSignup: () => Promise.reject(new ApiError(503, 'server.unavailable', 'Down.')) });
    saga.send(refuse.request(decision));
    await settled();
    const failure = { status: 503, code: 'server.unavailable' as const, message: 'Could not refuse that signup.', subject: 'u1' };
    expect(saga.put).toEqual([refuse.failure(failure, { silent: true })]);
    saga.stop();
  });

  test('taken leading, a second request while the first is under way is dropped (a double submit)', async () => {
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const refuseSignup = ({ userId }: { userId: string }) => {
      asked.push(userId);
      return new Promise<{ userId: string }>((resolve) => (answer = () => resolve({ userId })));
    };
    const saga = running(refuse.saga, { refuseSignup });
    saga.send(refuse.request(decision));
    saga.send(refuse.request({ userId: 'u2', username: 'bo' }));
    answer();
    await settled();
    expect(asked).toEqual(['u1']);
    saga.stop();
  });

  test("a form's status: waiting while asked, the refusal's words after a failure, idle after a success", () => {
    const waiting = refuse.statusStep(idleCall, refuse.request(decision));
    expect(waiting).toEqual({ pending: true, error: null });
    expect(refuse.statusStep(waiting, refuse.failure({ status: 404, message: 'No such signup.' }))).toEqual({
      pending: false,
      error: 'No such signup.',
    });
    expect(refuse.statusStep(waiting, refuse.success(decision))).toBe(idleCall);
    expect(refuse.statusStep(waiting, { type: 'something/else' })).toBe(waiting);
  });
});

describe('pagedListCall: a list read page by page from one contract call', () => {
  const invite = (code: string, usesLeft = 1): Invite => ({
    code,
    usesLeft,
    expiresAt: '2026-12-01T00:00:00.000Z',
    createdAt: '2026-11-28T00:00:00.000Z',
    createdBy: { _id: 'admin', username: 'admin' },
    joined: [],
  });
  const invites = pagedListCall('test/invites', {
    read: (api, query) => api.getInvites({ query }),
    items: (answer) => answer.invites,
    idOf: (item) => item.code,
    fallback: 'Could not load the invite codes.',
  });
  const step = (state: PagedRecords<Invite>, ...actions: UnknownAction[]) => actions.reduce(invites.recordsStep, state);

  test('the first page asks with no cursor, the next with the cursor the last answer gave', async () => {
    const queries: Array<{ cursor?: string }> = [];
    const getInvites = ({ query }: { query: { cursor?: string } }) => {
      queries.push(query);
      return Promise.resolve({ invites: [invite('A')], nextCursor: 'c1' });
    };
    const saga = running(invites.saga, { getInvites });
    saga.send(invites.fetch.request({ cursor: null }));
    await settled();
    saga.send(invites.fetch.request({ cursor: 'c1' }));
    await settled();
    expect(queries).toEqual([{}, { cursor: 'c1' }]);
    expect(saga.put[0]).toEqual(invites.fetch.success({ cursor: null, items: [invite('A')], nextCursor: 'c1' }));
    saga.stop();
  });

  test('pages come in as ids with their records by id; a later page adds only ids not already listed', () => {
    const first = invites.fetch.success({ cursor: null, items: [invite('A'), invite('B')], nextCursor: 'c1' });
    const second = invites.fetch.success({ cursor: 'c1', items: [invite('B', 0), invite('C')], nextCursor: null });
    const state = step(emptyPagedRecords, invites.fetch.request({ cursor: null }), first, invites.fetch.request({ cursor: 'c1' }), second);
    expect(state.list).toEqual({ ids: ['A', 'B', 'C'], nextCursor: null, status: 'loaded', error: null, more: 'idle' });
    expect(state.byId.B?.usesLeft).toBe(0);
  });

  test('a failed first page fails the list in words; a failed later page fails only its "Show more"', () => {
    const failure = { status: 0, message: 'Could not load the invite codes.' };
    expect(step(emptyPagedRecords, invites.fetch.request({ cursor: null }), invites.fetch.failure(failure)).list).toMatchObject({
      status: 'failed',
      error: 'Could not load the invite codes.',
    });
    const loaded = step(emptyPagedRecords, invites.fetch.success({ cursor: null, items: [invite('A')], nextCursor: 'c1' }));
    const failedMore = step(loaded, invites.fetch.request({ cursor: 'c1' }), invites.fetch.failure({ ...failure, subject: 'c1' }));
    expect(failedMore.list).toMatchObject({ status: 'loaded', more: 'failed', ids: ['A'] });
  });

  test('an action not of the list leaves the very same state', () => {
    const state = step(emptyPagedRecords);
    expect(invites.recordsStep(state, { type: 'something/else' })).toBe(state);
  });
});
