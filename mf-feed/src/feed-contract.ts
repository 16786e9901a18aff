import type { ComponentType } from 'react';
import type { UnknownAction } from 'redux';
import type { RemoteModule } from 'shell/remote-module';
import { useRemoteModule } from 'shell/remote-module-hook';
import type { PostFeedProps } from './features/feed';
import type { PostCardProps } from './features/post-card';
import type { PostEditorProps } from './features/editor';
import type { PostRecord } from './features/posts';

export type { FeedQuery, FeedSource } from './features/posts';
export type { PostRecord, PostEditorProps };

export type PostLookup = { status: 'loading' | 'missing' | 'failed'; error: string | null };

/**
 * What other remotes may use of mf-feed, all of it at runtime from mf-feed's own federated
 * module (never bundled into them): the post card and a whole list of posts, and its posts'
 * state through a selector and an action, never the slice's shape or names. So mf-feed can
 * rename its slice, rebuild and deploy alone, and the others' old builds keep working. Imports
 * here are types and the shell's loading hook only, so a consumer's bundle holds none of
 * mf-feed's code.
 */
export type FeedExports = {
  components: {
    PostCard: ComponentType<PostCardProps>;
    PostFeed: ComponentType<PostFeedProps>;
    /** The New Post dialog, which an older build of mf-feed may not expose: whoever shows it offers it only when it is there. */
    PostEditor?: ComponentType<PostEditorProps>;
  };
  posts: {
    /** A post as the screen shows it, if the page has it. */
    selectPost: (postId: string) => (state: unknown) => PostRecord | undefined;
    /** How asking for the post went, while the page does not have it: loading, missing (a 404) or failed. */
    selectPostLookup: (postId: string) => (state: unknown) => PostLookup | undefined;
    /** Asks the server for the post again (its counts changed). */
    fetchPost: (postId: string) => UnknownAction;
  };
};

/** mf-feed's module as the shell loads it, with what it exposes to the other remotes. */
export type FeedModule = RemoteModule<'mf_feed'> & FeedExports;

/** The remote id under which mf-feed registers (and is found among the sagas' `remoteModules`). */
export const feedRemoteId = 'mf_feed' satisfies FeedModule['id'];

/** `module`'s exports to the other remotes, if it is an mf-feed module that has them. */
export function feedExportsOf(module: unknown): FeedExports | null {
  const candidate = module as Partial<FeedExports> | null | undefined;
  const { components, posts } = candidate ?? {};
  const complete =
    typeof components?.PostCard === 'function' &&
    typeof components.PostFeed === 'function' &&
    typeof posts?.selectPost === 'function' &&
    typeof posts.selectPostLookup === 'function' &&
    typeof posts.fetchPost === 'function';
  if (!complete) return null;
  const { PostCard, PostFeed, PostEditor } = components;
  return { components: { PostCard, PostFeed, ...(typeof PostEditor === 'function' && { PostEditor }) }, posts };
}

export type FeedRemoteState = { status: 'loading' } | { status: 'failed'; retry: () => void } | ({ status: 'ready' } & FeedExports);

/** mf-feed's exports, once its module is loaded and registered with the page's store. */
export function useFeedRemote(): FeedRemoteState {
  const state = useRemoteModule(feedRemoteId);
  if (state.status !== 'ready') return state;
  const exports = feedExportsOf(state.module);
  if (exports === null) return { status: 'failed', retry: () => window.location.reload() };
  return { status: 'ready', ...exports };
}
