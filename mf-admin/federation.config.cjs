/** mf-admin owns the admin screen: the signups waiting to join, invite codes and the staff's roles. */
module.exports = {
  title: 'mf-admin | Social',
  name: 'mf_admin',
  port: 3004,
  exposes: { './module': './src/admin-module.ts' },
};
