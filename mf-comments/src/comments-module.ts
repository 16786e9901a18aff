import type { RemoteModule } from 'shell/remote-module';
import { CommentsPage, commentsReducer, commentsSaga } from './features/comments';

export const commentsModule: RemoteModule<'mf_comments'> = {
  id: 'mf_comments',
  reducers: { comments: commentsReducer },
  saga: commentsSaga,
  pages: { comments: CommentsPage },
};

export default commentsModule;
