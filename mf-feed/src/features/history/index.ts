export { PostHistoryDialog } from './post-history-dialog';
export { postHistoryReducer, postHistorySaga } from './post-history-slice';
