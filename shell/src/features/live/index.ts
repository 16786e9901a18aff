export { type Framed, type StreamOptions } from './event-stream';
export { lazySubscription, loadEventStream } from './lazy-subscription';
export { liveEventsSaga } from './live-saga';
export { liveEventReceived } from './live-slice';
export { serverLiveEvents, type LiveEventSource } from './live-stream';
