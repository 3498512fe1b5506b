// The site server process (`npm start`, the e2e suite, the bench): builds the site app (app.ts), listens on
// $HOST:$PORT and closes gracefully on a signal (close-with-grace).
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildSiteApp, devRemoteOverlay, resolveDeployDir } from './app';

const DEFAULT_PORT = 8080;
/** How long open requests get to finish after a signal before the process exits anyway. */
const CLOSE_GRACE_MS = 5000;

async function main(): Promise<void> {
  const port = Number(process.env.PORT || DEFAULT_PORT);
  const host = process.env.HOST || '127.0.0.1';
  const address = (actualPort: number) => `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
  const devRemotes = process.env.FC_DEV_REMOTES ? (JSON.parse(process.env.FC_DEV_REMOTES) as Record<string, string>) : null;
  const deployDir = resolveDeployDir();

  const app = await buildSiteApp({
    deployDir,
    publicUrl: process.env.PUBLIC_URL ?? address(port),
    ...(devRemotes ? { registryOverlay: devRemoteOverlay(devRemotes), devOrigins: Object.values(devRemotes) } : {}),
  });
  closeWithGrace({ delay: CLOSE_GRACE_MS }, async ({ err }) => {
    if (err) console.error(err);
    await app.close();
  });

  await app.listen({ port, host });
  const listening = app.server.address();
  console.log(`FC site: ${address(typeof listening === 'object' && listening ? listening.port : port)}  (deploy folder ${deployDir})`);
  const demo = await import('@fc/api')
    .then((api: { DEMO_ACCOUNT?: { email: string; password: string } }) => api.DEMO_ACCOUNT)
    .catch(() => undefined);
  if (demo) console.log(`Demo account: ${demo.email} / ${demo.password}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
