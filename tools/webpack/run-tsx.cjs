// Runs a TypeScript file in a child Node process through tsx's loader (no tsx watcher process in between).
const { execFile } = require('node:child_process');
const { pathToFileURL } = require('node:url');

const tsxLoader = pathToFileURL(require.resolve('tsx')).href;

/** @returns {Promise<string>} the child's stdout */
function runTsx(script, args = [], { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', tsxLoader, script, ...args],
      { cwd, env: env ?? process.env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${script} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

module.exports = { runTsx, tsxLoader };
