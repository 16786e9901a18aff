import { spawn } from 'redux-saga/effects';
import { BookmarksPage } from './features/feed/pages/bookmarks-page';
import { ExplorePage } from './features/feed/pages/explore-page';
import { HomePage } from './features/feed/pages/home-page';
import { PostEditorDialog } from './features/editor/post-editor-dialog';
import { uploadsReducer, uploadsSaga } from './features/editor/image-uploads-slice';
import { postHistoryReducer, postHistorySaga } from './features/history/post-history-slice';
import { popularReducer, popularSaga } from './features/people/popular-slice';
import { PostCard } from './features/posts/components/post-card';
import { PostFeed } from './features/feed/components/post-feed';
import { selectPost, selectPostLookup, type WithPosts } from './features/posts/store/posts-selectors';
import { fetchPost, postsReducer } from './features/posts/store/posts-slice';
import { postsSaga } from './features/posts/store/posts-saga';
import { SearchPage } from './features/search/pages/search-page';
import { TagPage } from './features/tags/pages/tag-page';
import { tagsSaga } from './features/tags/store/tags-saga';
import { tagsReducer } from './features/tags/store/tags-slice';
import { feedRemoteId, type FeedModule } from './feed-contract';

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
  pages: { home: HomePage, explore: ExplorePage, bookmarks: BookmarksPage, tag: TagPage, search: SearchPage },
  widgets: { 'new-post': PostEditorDialog },
  components: { PostCard, PostFeed },
  posts: {
    // The page's state holds this slice: the shell registered it before handing the module out.
    selectPost: (postId) => (state) => selectPost(postId)(state as WithPosts),
    selectPostLookup: (postId) => (state) => selectPostLookup(postId)(state as WithPosts),
    fetchPost: (postId) => fetchPost.request({ postId }),
  },
};

export default feedModule;
