module.exports = require('tooling/lingui')(__dirname);
