export { formatPostDate } from './format-post-date';
export { feedFreshForMs, feedKey, feedPageSize, isFeedFresh, type Feed, type FeedQuery, type FeedSource } from './store/feeds';
export { postDraftSubject } from './store/post-draft-subject';
export { type PostRecord } from './store/post-record';
export { postsSaga } from './store/posts-saga';
export {
  selectChosenSort,
  selectFeed,
  selectFeedPostIds,
  selectIsPostPending,
  selectIsSubmittingPost,
  selectPost,
  selectPostLookup,
  type WithPosts,
} from './store/posts-selectors';
export {
  bookmarkPost,
  createPost,
  deletePost,
  dislikePost,
  editPost,
  feedScrolled,
  fetchFeedPage,
  fetchMorePosts,
  fetchPost,
  likePost,
  openFeed,
  postsReducer,
  removeBookmark,
  repostPost,
  showAnnouncedPosts,
  sortChosen,
  unrepostPost,
} from './store/posts-slice';
