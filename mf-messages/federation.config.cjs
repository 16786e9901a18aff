/** mf-messages owns the direct messages: one's conversations, and each conversation's messages. */
module.exports = {
  title: 'mf-messages | Social',
  name: 'mf_messages',
  port: 3006,
  exposes: { './module': './src/messages-module.ts' },
};
