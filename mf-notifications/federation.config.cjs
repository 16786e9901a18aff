/** mf-notifications owns the notifications screen: what others did to one's posts, comments and account. */
module.exports = {
  title: 'mf-notifications | Social',
  name: 'mf_notifications',
  port: 3005,
  exposes: { './module': './src/notifications-module.ts' },
};
