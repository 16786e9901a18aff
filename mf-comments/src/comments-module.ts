import type { RemoteModule } from 'shell/remote-module';
import { withEnglish } from 'shell/i18n';
import { CommentsPage, commentsReducer, commentsSaga } from './features/comments';
import * as english from './locales/en.po';

export const commentsModule: RemoteModule<'mf_comments'> = {
  id: 'mf_comments',
  reducers: { comments: commentsReducer },
  saga: commentsSaga,
  pages: { comments: CommentsPage },
  catalogues: withEnglish(english.messages, (language) => import(/* webpackExclude: /en\.po$/ */ `./locales/${language}.po`)),
};

export default commentsModule;
