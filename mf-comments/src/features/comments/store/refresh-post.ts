import { getContext, put } from 'redux-saga/effects';
import { feedExportsOf, feedRemoteId } from 'mf-feed/feed-contract';
import { remoteModulesKey } from 'shell/remote-module';

/**
 * The post's comment count changed (a comment or a reply): has mf-feed load the post again, so
 * its card counts them as the server does, through the action its module exposes (the shell
 * keeps the registered modules in the sagas' context). Without mf-feed in the page there is no
 * card to update.
 */
export function* refreshPost(postId: string) {
  const modules = (yield getContext(remoteModulesKey)) as Partial<Record<string, unknown>> | undefined;
  const feed = feedExportsOf(modules?.[feedRemoteId]);
  if (feed) yield put(feed.posts.fetchPost(postId));
}
