import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { NumberedEvent } from 'api-contract/events';
import { liveEventReceived } from './live-slice';
import type { LiveEventSource } from './live-stream';

/** Turns the API's live events into `liveEventReceived` actions, for as long as the page lives. */
export function* liveEventsSaga(source: LiveEventSource) {
  const channel = (yield call(() => eventChannel<NumberedEvent>((emit) => source(emit)))) as EventChannel<NumberedEvent>;
  try {
    while (true) {
      const event = (yield take(channel)) as NumberedEvent;
      yield put(liveEventReceived(event));
    }
  } finally {
    channel.close();
  }
}
