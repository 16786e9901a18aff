module.exports = { ...require('./jest/jest-preset.cjs') };
