// The words for the server's refusals are loaded with another language than English only.
module.exports = require('tooling/lingui')(__dirname, { apart: { 'server-words': ['src/i18n/server-words.ts'] } });
