// `antd` in the tests: each component loads when a test first reads it (see lazy-barrel.js).
const { lazyBarrel } = require('./lazy-barrel');

module.exports = lazyBarrel(require.resolve('antd/lib/index.js'));
