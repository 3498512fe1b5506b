module.exports = require('../tools/webpack/create-config.cjs').createConfig({ dir: __dirname, kind: 'host', name: 'shell', devPort: 4000 });
