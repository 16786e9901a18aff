export { uploadsReducer, uploadsSaga } from './image-uploads-slice';
import { lazyDialog } from '../../ui/lazy-dialog';

/** The editor, with its image tools, fetched when it first opens. */
export const PostEditorDialog = lazyDialog(() => import('./post-editor-dialog').then((module) => module.PostEditorDialog));
export type { PostEditorProps } from './post-editor-props';
