import type { RemoteModule } from 'shell/remote-module';
import { CommentsPage } from './features/comments/pages/comments-page';
import { commentsReducer } from './features/comments/store/comments-slice';
import { commentsSaga } from './features/comments/store/comments-saga';

export const commentsModule: RemoteModule<'mf_comments'> = {
  id: 'mf_comments',
  reducers: { comments: commentsReducer },
  saga: commentsSaga,
  pages: { comments: CommentsPage },
};

export default commentsModule;
