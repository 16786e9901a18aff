export { uploadsReducer, uploadsSaga } from './image-uploads-slice';
export { PostEditorDialog } from './post-editor-dialog';
