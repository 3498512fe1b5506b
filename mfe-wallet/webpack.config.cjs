module.exports = require('../tools/webpack/create-config.cjs').createConfig({ dir: __dirname, kind: 'remote', name: 'mfe_wallet', devPort: 4005 });
