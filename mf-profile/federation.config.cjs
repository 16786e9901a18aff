/** mf-profile owns the profile screen; it shows posts with mf-feed's card, loaded at runtime. */
module.exports = {
  title: 'mf-profile | Social',
  name: 'mf_profile',
  port: 3002,
  exposes: { './module': './src/profile-module.ts' },
};
