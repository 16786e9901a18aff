/** The host: it exposes nothing and learns where the remotes are from its runtime config.json. */
module.exports = { title: 'Social', name: 'shell', port: 3000, exposes: {} };
