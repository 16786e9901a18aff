import type { RemoteModule } from 'shell/remote-module';
import { BookmarksPage } from './features/feed/pages/bookmarks-page';
import { ExplorePage } from './features/feed/pages/explore-page';
import { HomePage } from './features/feed/pages/home-page';
import { PostEditorDialog } from './features/editor/post-editor-dialog';
import { PostCard } from './features/posts/components/post-card';
import { PostFeed } from './features/feed/components/post-feed';
import type { FeedComponents } from './feed-contract';
import { postsReducer } from './features/posts/store/posts-slice';
import { postsSaga } from './features/posts/store/posts-saga';

/** mf-feed's module, plus the post card and post list that mf-profile and mf-comments render. */
export type FeedModule = RemoteModule & { components: FeedComponents };

export const feedModule: FeedModule = {
  id: 'mf_feed',
  reducers: { posts: postsReducer },
  saga: postsSaga,
  pages: { home: HomePage, explore: ExplorePage, bookmarks: BookmarksPage },
  widgets: { 'new-post': PostEditorDialog },
  components: { PostCard, PostFeed },
};

export default feedModule;
