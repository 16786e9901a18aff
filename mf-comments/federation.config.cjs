/** mf-comments owns the comments screen and the comment state; the post is mf-feed's card. */
module.exports = {
  title: 'mf-comments | Social',
  name: 'mf_comments',
  port: 3003,
  exposes: { './module': './src/comments-module.ts' },
};
