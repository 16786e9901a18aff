import type { RemoteModule } from 'shell/remote-module';
import { BookmarksPage } from './features/feed/pages/bookmarks-page';
import { ExplorePage } from './features/feed/pages/explore-page';
import { HomePage } from './features/feed/pages/home-page';
import { PostEditorDialog } from './features/editor/post-editor-dialog';
import { PostCard, type PostCardProps } from './features/posts/components/post-card';
import { postsReducer } from './features/posts/store/posts-slice';
import { postsSaga } from './features/posts/store/posts-saga';
import type { ComponentType } from 'react';

/** mf-feed's module, plus the post card that mf-profile and mf-comments render. */
export type FeedModule = RemoteModule & { components: { PostCard: ComponentType<PostCardProps> } };

export const feedModule: FeedModule = {
  id: 'mf_feed',
  reducers: { posts: postsReducer },
  saga: postsSaga,
  pages: { home: HomePage, explore: ExplorePage, bookmarks: BookmarksPage },
  widgets: { 'new-post': PostEditorDialog },
  components: { PostCard },
};

export default feedModule;
