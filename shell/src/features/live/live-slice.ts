import type { NumberedEvent } from 'api-contract/events';
import { createAction } from '../../store/actions';

/** The server announced a change (a new post, a like, a comment, a follow): every slice may react. */
export const liveEventReceived = createAction<NumberedEvent>('live/eventReceived');
