export { PostCard, type PostCardProps } from './post-card';
export { PostList, useVirtualizerReadyFor } from './post-list';
export { RepostersShown } from './reposters-shown';
