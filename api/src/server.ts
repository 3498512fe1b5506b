import { buildApp } from './app';
import { DEFAULT_PORT } from './config';

// The API alone; `npm start` at the root runs the site server, which mounts this app next to the static files.
async function main(): Promise<void> {
  const app = buildApp({ logger: true });
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  // Loopback unless HOST says otherwise (HOST=0.0.0.0 to serve the network, usually behind a proxy).
  const host = process.env.HOST || '127.0.0.1';

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port, host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
