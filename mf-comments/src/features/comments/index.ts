export { CommentsPage } from './pages/comments-page';
export { commentsSaga } from './store/comments-saga';
export { commentsReducer } from './store/comments-slice';
