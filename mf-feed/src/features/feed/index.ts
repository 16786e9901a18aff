export { PostFeed, type PostFeedProps } from './components/post-feed';
export { SortButtons } from './components/sort-buttons';
export { BookmarksPage } from './pages/bookmarks-page';
export { ExplorePage } from './pages/explore-page';
export { HomePage } from './pages/home-page';
export { LikedPage } from './pages/liked-page';
export { useChosenSort } from './use-chosen-sort';
