/**
 * The single-bundle build's stand-in for `load-federated`: the same remote modules, imported
 * as ordinary code-split chunks of one app, with no federation runtime. Only the benchmark
 * builds with it, as the reference the federated app is measured against.
 */
export class RemoteUnavailableError extends Error {}

export const remoteTimeoutMs = 8000;

const modules: Record<string, () => Promise<unknown>> = {
  'mf_feed/module': () => import(/* webpackChunkName: "mf-feed" */ '../mf-feed/src/feed-module'),
  'mf_profile/module': () => import(/* webpackChunkName: "mf-profile" */ '../mf-profile/src/profile-module'),
  'mf_comments/module': () => import(/* webpackChunkName: "mf-comments" */ '../mf-comments/src/comments-module'),
  'mf_admin/module': () => import(/* webpackChunkName: "mf-admin" */ '../mf-admin/src/admin-module'),
  'mf_notifications/module': () => import(/* webpackChunkName: "mf-notifications" */ '../mf-notifications/src/notifications-module'),
  'mf_messages/module': () => import(/* webpackChunkName: "mf-messages" */ '../mf-messages/src/messages-module'),
};

export async function loadFederated<T>(remote: string, exposed: string): Promise<T> {
  const load = modules[`${remote}/${exposed}`];
  if (!load) throw new RemoteUnavailableError(`${remote}/${exposed} is not part of this build`);
  return (await load()) as T;
}
