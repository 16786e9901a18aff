import { msg } from '@lingui/core/macro';
import type { UnknownAction } from 'redux';
import { all } from 'redux-saga/effects';
import type { FailingInbox, JobQueue } from 'api-contract/entities';
import { apiAction, idleCall, type CallStatus } from 'shell/api-call';

/**
 * The server's mail and background work as last read: whether it sends mail, each queue as the
 * server lists them, the other servers' inboxes that failed to take deliveries, and when this page read them. A reading is shown whole and replaced whole
 * (no queue is another slice's record, nor kept apart from the reading it came with).
 */
export type JobsReport = { mail: boolean; queues: JobQueue[]; failingInboxes: FailingInbox[]; readAt: string };

/** The last reading, and the call that reads it again (its Refresh button waits while it runs). */
export type JobsState = { report: JobsReport | null; reading: CallStatus };

export const fetchJobs = apiAction('adminJobs/fetch', {
  call: (api, _request: void) => api.getJobs(),
  success: ({ mail, queues, failingInboxes }): JobsReport => ({ mail, queues, failingInboxes, readAt: new Date().toISOString() }),
  fallback: msg`Could not read the background work.`,
  // The section says why, beside its Refresh button.
  shownInPlace: true,
  take: 'latest',
});

const initialState: JobsState = { report: null, reading: idleCall };

export function jobsReducer(state: JobsState = initialState, action: UnknownAction): JobsState {
  const reading = fetchJobs.statusStep(state.reading, action);
  if (fetchJobs.success.match(action)) return { report: action.payload, reading };
  return reading === state.reading ? state : { ...state, reading };
}

type WithJobs = { adminJobs?: JobsState };
const jobsOf = (state: WithJobs) => state.adminJobs ?? initialState;
export const selectJobsReport = (state: WithJobs) => jobsOf(state).report;
export const selectJobsReading = (state: WithJobs) => jobsOf(state).reading;

export function* jobsSaga() {
  yield all([fetchJobs.saga()]);
}
