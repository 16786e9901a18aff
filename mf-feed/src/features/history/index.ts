import { lazyDialog } from '../../ui/lazy-dialog';

/** A post's earlier versions, fetched when first asked for. */
export const PostHistoryDialog = lazyDialog(() => import('./post-history-dialog').then((module) => module.PostHistoryDialog));
export { postHistoryReducer, postHistorySaga } from './post-history-slice';
