export { PostCard, type PostCardProps } from './post-card';
export { PostList, useVirtualizerReadyFor } from './post-list';
