import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { eventsPath, type NumberedEvent } from 'api-contract/events';
import { liveEventReceived } from './live-slice';
import { subscribeToLiveEvents } from './live-stream';

/** Turns the server's live events into `liveEventReceived` actions, for as long as the page lives. */
export function* liveEventsSaga(apiBaseUrl = '/api') {
  const channel = (yield call(() =>
    eventChannel<NumberedEvent>((emit) => subscribeToLiveEvents(`${apiBaseUrl}${eventsPath}`, emit)),
  )) as EventChannel<NumberedEvent>;
  try {
    while (true) {
      const event = (yield take(channel)) as NumberedEvent;
      yield put(liveEventReceived(event));
    }
  } finally {
    channel.close();
  }
}
