// Jest globalSetup: builds, deploys and starts the site once for the whole run; tests read the state file.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startSite } from '../../tools/site/start.mjs';

export default async function globalSetup() {
  const started = Date.now();
  const log = (line) => process.stdout.write(`[e2e] ${line}\n`);
  process.stdout.write('\n');
  const site = await startSite({ build: process.env.E2E_SKIP_BUILD !== '1', log });
  const stateFile = path.join(site.workDir, 'state.json');
  await fs.writeFile(
    stateFile,
    JSON.stringify({ baseUrl: site.baseUrl, deployDir: site.deployDir, workDir: site.workDir, versions: site.versions, chainRpc: site.chainRpc }, null, 2),
  );
  // Workers (and --runInBand tests) inherit the environment of this process.
  process.env.FC_E2E_STATE = stateFile;
  globalThis.__FC_E2E_SITE__ = site;
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
