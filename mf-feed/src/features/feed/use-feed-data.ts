import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fetchBookmarks, fetchPosts, selectPostsState } from '../posts/store/posts-slice';

/** Loads the posts and the signed-in user's bookmarks when a feed screen opens. */
export function useFeedData() {
  const dispatch = useDispatch();
  const state = useSelector(selectPostsState);
  useEffect(() => {
    dispatch(fetchPosts.request());
    dispatch(fetchBookmarks.request());
  }, [dispatch]);
  return { ...state, retry: () => dispatch(fetchPosts.request()) };
}
