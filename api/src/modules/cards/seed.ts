import type { SeedContext } from '../../lib/seed-context';
import { DEMO_COLLECTION } from './constants';
import { changeCardState, mintCard } from './repository';
import { grantTrialSquad } from './trial-squad';

/**
 * The demo account's collection (DEMO_COLLECTION): FP cards of every rarity at several levels — one in training, one
 * wearing boots — its trial squad, collectible cards, two unopened packs, a mystery box and items.
 */
export async function seedCards({ tx, now, demoUserId }: SeedContext): Promise<void> {
  const by = { userId: demoUserId };
  const fp = [];
  for (const { playerId, rarity, level } of DEMO_COLLECTION.fpCards) {
    fp.push(await mintCard(tx, demoUserId, { family: 'fp', playerId, rarity, level }, now, 'demo'));
  }
  // The first FP card's training is a real one, started by the training module's seed.
  const [, wearing] = fp;
  for (const { playerId, rarity } of DEMO_COLLECTION.collectibles) {
    await mintCard(tx, demoUserId, { family: 'collectible', playerId, rarity }, now, 'demo');
  }
  for (const kind of DEMO_COLLECTION.packs) await mintCard(tx, demoUserId, { family: 'pack', kind }, now, 'demo');
  for (const rarity of DEMO_COLLECTION.boxes) await mintCard(tx, demoUserId, { family: 'box', rarity }, now, 'demo');
  for (const [index, kind] of DEMO_COLLECTION.items.entries()) {
    const item = await mintCard(tx, demoUserId, { family: 'item', kind }, now, 'demo');
    if (index === 0 && wearing) await changeCardState(tx, { tokenId: item.tokenId, action: 'equip', by, now, equipOn: wearing.id });
  }
  await grantTrialSquad(tx, demoUserId, now);
}
