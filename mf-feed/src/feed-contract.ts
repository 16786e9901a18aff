import type { ComponentType } from 'react';
import type { RemoteModule } from 'shell/remote-module';
import { useRemoteModule } from 'shell/remote-module-hook';
import type { PostFeedProps } from './features/feed/components/post-feed';
import type { PostCardProps } from './features/posts/components/post-card';

/**
 * What other remotes may draw of mf-feed: the post card and a whole list of posts, loaded at
 * runtime through federation (never bundled into them), with mf-feed's state registered first.
 * Imports here are types and the loading hook only, so a consumer's bundle holds none of
 * mf-feed's code.
 */
export type FeedComponents = { PostCard: ComponentType<PostCardProps>; PostFeed: ComponentType<PostFeedProps> };

const hasComponents = (module: RemoteModule): module is RemoteModule & { components: FeedComponents } => {
  const components = (module as { components?: Partial<FeedComponents> }).components;
  return typeof components?.PostCard === 'function' && typeof components.PostFeed === 'function';
};

export type FeedComponentsState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; components: FeedComponents };

export function useFeedComponents(): FeedComponentsState {
  const state = useRemoteModule('mf_feed');
  if (state.status !== 'ready') return state;
  if (!hasComponents(state.module)) return { status: 'failed', retry: () => window.location.reload() };
  return { status: 'ready', components: state.module.components };
}
