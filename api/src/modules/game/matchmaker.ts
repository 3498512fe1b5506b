import fp from 'fastify-plugin';
import { MATCHMAKER_TICK_MS } from '@fc/shared/contracts';
import { runMatchmaker } from './queue';

/**
 * The matchmaker's loop: a pass every MATCHMAKER_TICK_MS (the job runner's cron counts minutes). A pass is safe in two
 * processes at once (runMatchmaker claims rows under SKIP LOCKED and a conditional update); passes of one process never
 * overlap. Off where config.matchmakerLoop is (tests call runMatchmaker with their own clock).
 */
export default fp(
  async (app) => {
    if (!app.config.matchmakerLoop) return;
    let running: Promise<void> | null = null;
    const pass = async () => {
      try {
        await runMatchmaker(app.db, app.now());
      } catch (error) {
        app.log.error({ err: error }, 'matchmaker pass failed');
      }
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= pass().finally(() => {
          running = null;
        });
      }, MATCHMAKER_TICK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'fc-game-matchmaker', dependencies: ['fc-config', 'fc-db'] },
);
