export { BellLink } from './bell-link';
export { MessagesLink } from './messages-link';
export { bellSaga } from './bell-saga';
export { bellReducer, initialBellState, type BellState } from './bell-slice';
export { privateStreamOptions, serverPrivateEvents, type PrivateEventSource } from './private-events';
