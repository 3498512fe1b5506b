import { TOP_PRIZE_PAYOUT_INTERVAL_S } from '@fc/shared/contracts';
import { hashPassword, randomToken } from '../../lib/crypto';
import type { SeedContext } from '../../lib/seed-context';
import { createActivatedAccount, updateUser } from '../account';
import { changeCardState, mintCard } from '../cards';
import { DEMO_TOP_PRIZE_PAID_PERIODS, DEMO_TOP_PRIZE_PARTICIPANTS } from './constants';
import { payTopPrize } from './payouts';

/**
 * TopPrize already running on `npm start`: demo participants send their cards through the state machine, and the
 * last half hours are paid to them by the payout itself (rows and grants as the job writes them).
 */
export async function seedTopPrize({ tx, now }: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(randomToken());
  const intervalMs = TOP_PRIZE_PAYOUT_INTERVAL_S * 1000;
  const lastPeriod = Math.floor(now.getTime() / intervalMs) * intervalMs;
  const sentAt = new Date(lastPeriod - DEMO_TOP_PRIZE_PAID_PERIODS * intervalMs);
  for (const participant of DEMO_TOP_PRIZE_PARTICIPANTS) {
    const account = await createActivatedAccount(tx, participant.email, passwordHash, sentAt);
    if (!account) throw new Error(`the demo participant ${participant.email} exists`);
    await updateUser(tx, account.id, { nickName: participant.nickName, clubName: participant.clubName });
    for (const spec of participant.cards) {
      const card = await mintCard(tx, account.id, { family: 'collectible', ...spec }, sentAt, 'demo');
      await changeCardState(tx, { tokenId: card.tokenId, action: 'sendToTopPrize', by: { userId: account.id }, now: sentAt, ref: 'topPrize' });
    }
  }
  // The periods before the current one; the current one is the job's (it runs when the app starts).
  for (let index = DEMO_TOP_PRIZE_PAID_PERIODS; index >= 1; index -= 1) {
    const period = new Date(lastPeriod - index * intervalMs);
    await payTopPrize(tx, period, period);
  }
}
