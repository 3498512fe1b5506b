import fp from 'fastify-plugin';
import { WITHDRAWAL_SENDER_INTERVAL_MS } from './constants';
import { withdrawalChainOf } from './chain-adapter';
import { runWithdrawalSender } from './sender';
import { runNftWithdrawalSender } from '../chain';

/**
 * The hot-wallet sender's loop (token withdrawals, then card mints: the two users of the hot wallet's nonces): every
 * second (about one block of the local nodes, so n/15 moves with the chain) one pass per chain that is on. Not the job runner's cron: its periods are minutes. A pass is safe to repeat or to run in
 * two processes at once (runWithdrawalSender), so the loop needs no period key; passes of one process never overlap.
 * Off where the chain loops are off (tests call runWithdrawalSender themselves) and when no chain is configured.
 */
export default fp(
  async (app) => {
    if (!app.config.chainLoops || !app.chains.enabled) return;
    let running: Promise<void> | null = null;
    const pass = async () => {
      for (const chainId of app.chains.ids) {
        try {
          await runWithdrawalSender({ db: app.db, now: app.now }, withdrawalChainOf(app.chains.require(chainId), app.chains));
          await runNftWithdrawalSender({ db: app.db, now: app.now }, app.chains.require(chainId));
        } catch (error) {
          app.log.error({ err: error, chainId }, 'withdrawal sender pass failed');
        }
      }
    };
    const timer = setInterval(() => {
      running ??= pass().finally(() => {
        running = null;
      });
    }, WITHDRAWAL_SENDER_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'fc-withdrawal-sender', dependencies: ['fc-chain'] },
);
