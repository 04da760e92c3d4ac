// `@ant-design/icons` in the tests: each icon loads when a test first reads it (see lazy-barrel.js).
const { lazyBarrel } = require('./lazy-barrel');

module.exports = lazyBarrel(require.resolve('@ant-design/icons/lib/index.js'));
