import { spawn } from 'redux-saga/effects';
import { withEnglish } from 'shell/i18n';
import { BookmarksPage, ExplorePage, HomePage, LikedPage, PostFeed } from './features/feed';
import { PostEditorDialog, uploadsReducer, uploadsSaga } from './features/editor';
import { postHistoryReducer, postHistorySaga } from './features/history';
import { popularReducer, popularSaga } from './features/people';
import { PostCard } from './features/post-card';
import { selectPost, selectPostLookup, type WithPosts, fetchPost, postsReducer, postsSaga } from './features/posts';
import { SearchPage } from './features/search';
import { TagPage, tagsSaga, tagsReducer } from './features/tags';
import { feedRemoteId, type FeedModule } from './feed-contract';
import * as english from './locales/en.po';

function* feedSaga() {
  yield spawn(postsSaga);
  yield spawn(popularSaga);
  yield spawn(tagsSaga);
  yield spawn(postHistorySaga);
  yield spawn(uploadsSaga);
}

/** mf-feed's module: its pages (the feeds, a tag's page, search) and the new-post dialog, and what mf-profile and mf-comments use. */
export const feedModule: FeedModule = {
  id: feedRemoteId,
  // Kept on one line (short keys): shell/e2e/deploy-alone.spec.ts finds the `posts` slice to rename by this text.
  reducers: { posts: postsReducer, popular: popularReducer, tags: tagsReducer, postHistory: postHistoryReducer, uploads: uploadsReducer },
  saga: feedSaga,
  pages: { home: HomePage, explore: ExplorePage, bookmarks: BookmarksPage, liked: LikedPage, tag: TagPage, search: SearchPage },
  widgets: { 'new-post': PostEditorDialog },
  components: { PostCard, PostFeed, PostEditor: PostEditorDialog },
  // The shell loads these before the module renders: the pages, the widget and the components the others show.
  catalogues: withEnglish(english.messages, (language) => import(/* webpackExclude: /en\.po$/ */ `./locales/${language}.po`)),
  posts: {
    // The page's state holds this slice: the shell registered it before handing the module out.
    selectPost: (postId) => (state) => selectPost(postId)(state as WithPosts),
    selectPostLookup: (postId) => (state) => selectPostLookup(postId)(state as WithPosts),
    fetchPost: (postId) => fetchPost.request({ postId }),
  },
};

export default feedModule;
