import type { SeedContext } from '../../lib/seed-context';
import { DEMO_TRAINING } from './constants';
import { startTraining } from './lifecycle';
import { ownedFpParents } from './repository';

const HOUR_MS = 3_600_000;

/** The demo account's first FP card in a real training with its legendary card, part-way through (DEMO_TRAINING). */
export async function seedTraining({ tx, now, demoUserId }: SeedContext): Promise<void> {
  const owned = await ownedFpParents(tx, demoUserId);
  const [a, b] = DEMO_TRAINING.parents.map(
    (parent) => owned.find(({ card }) => card.playerId === parent.playerId && card.rarity === parent.rarity)?.card.tokenId,
  );
  if (!a || !b) throw new Error('the demo collection lacks the parents of its training');
  const startedAt = new Date(now.getTime() - DEMO_TRAINING.startedHoursAgo * HOUR_MS);
  await startTraining(tx, { userId: demoUserId, tokenId: a, partnerTokenId: b, now, startedAt });
}
