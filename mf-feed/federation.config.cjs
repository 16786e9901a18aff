/** mf-feed owns the feed pages, the post state and the one post card the other remotes use. */
module.exports = {
  title: 'mf-feed | Social',
  name: 'mf_feed',
  port: 3001,
  exposes: { './module': './src/feed-module.ts' },
};
