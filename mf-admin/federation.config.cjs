/** mf-admin owns the staff's screens: admin (the signups waiting to join, invite codes, roles) and moderation (the reports' queue and the log). */
module.exports = {
  title: 'mf-admin | Social',
  name: 'mf_admin',
  port: 3004,
  exposes: { './module': './src/admin-module.ts' },
};
