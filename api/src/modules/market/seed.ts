import { toBaseUnits } from '@fc/shared/contracts';
import { hashPassword, randomToken } from '../../lib/crypto';
import type { SeedContext } from '../../lib/seed-context';
import { createActivatedAccount, updateUser } from '../account';
import { mintCard, type MintSpec } from '../cards';
import { DEMO_MARKET_SELLERS, type DemoListing } from './constants';
import { sell } from './lifecycle';

function mintSpec(item: DemoListing['item']): MintSpec {
  if ('fp' in item) return { family: 'fp', ...item.fp };
  if ('collectible' in item) return { family: 'collectible', ...item.collectible };
  if ('pack' in item) return { family: 'pack', kind: item.pack };
  return { family: 'box', rarity: item.box };
}

/**
 * A market that is not empty (DEMO_MARKET_SELLERS): demo sellers, nobody signs in as them, each listing its cards,
 * packs and boxes at a fixed price or by auction through the market's own `sell`, so the grid, the detail page and the
 * bids work on them as on any listing.
 */
export async function seedMarket({ tx, now }: SeedContext): Promise<void> {
  const passwordHash = await hashPassword(randomToken());
  for (const seller of DEMO_MARKET_SELLERS) {
    const account = await createActivatedAccount(tx, seller.email, passwordHash, now);
    if (!account) throw new Error(`the demo seller ${seller.email} exists`);
    await updateUser(tx, account.id, { nickName: seller.nickName });
    for (const listing of seller.listings) {
      const card = await mintCard(tx, account.id, mintSpec(listing.item), now, 'demo');
      await sell(tx, { userId: account.id, tokenId: card.tokenId, saleType: listing.saleType, price: toBaseUnits('TMT', listing.price), hours: listing.hours, now });
    }
  }
}
