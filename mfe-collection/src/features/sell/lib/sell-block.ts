import { errorKey, paths, type CardDetailResponse, type CardFamily, type CardSummary } from '@fc/shared';

/** Why a card cannot be listed now, each with what to do about it (`sell.blocked.<reason>`). */
export type SellBlockReason =
  | 'notTradable'
  | 'listed'
  | 'lineup'
  | 'topPrize'
  | 'staked'
  | 'training'
  | 'camp'
  | 'locked'
  | 'transfer'
  | 'gone'
  | 'trial'
  | 'equipped'
  | 'playedToday'
  | 'stamina'
  | 'server';

export interface SellBlock {
  reason: SellBlockReason;
  /** Where the user goes to clear it, with its label's key. */
  link?: { to: string; labelKey: string };
  /** `server`: the error key the server gave for a reason the page has no words of its own for. */
  errorKey?: string;
}

export type SellableFamily = Extract<CardFamily, 'fp' | 'collectible' | 'pack' | 'box'>;
const SELLABLE: readonly CardFamily[] = ['fp', 'collectible', 'pack', 'box'];

export function isSellable(family: CardFamily): family is SellableFamily {
  return SELLABLE.includes(family);
}

const DAY_S = 24 * 60 * 60;
const utcDay = (unixSeconds: number) => Math.floor(unixSeconds / DAY_S);

const block = (reason: SellBlockReason, to?: string): SellBlock =>
  to ? { reason, link: { to, labelKey: `sell.link.${reason}` } } : { reason };

/** The state says the card is busy elsewhere: where it is, and where to take it back from. */
function stateBlock(card: CardSummary): SellBlock | null {
  switch (card.state) {
    case 'listed':
      return block('listed', paths.market('listed'));
    case 'battling':
      return block('lineup', paths.gameHome());
    case 'in_use':
      return block('topPrize', paths.topPrize());
    case 'staking':
      return block('staked', paths.stake());
    case 'training':
      return block('training', paths.trainingCamp());
    case 'camp':
      return block('camp', paths.myCardBreach(card.tokenId));
    case 'locked':
      return block('locked');
    case 'transfer':
      return block('transfer', paths.nftHistory());
    case 'unavailable':
      return block('gone');
    case 'trial':
      return block('trial');
    default:
      return null;
  }
}

/** The server's own refusal for listing (the card page's `actions.list`), in the page's words where it has some. */
function refusalBlock(card: CardSummary, code: number): SellBlock {
  const key = errorKey(code);
  switch (key) {
    case 'CARD_EQUIPPED':
      return block('equipped', paths.collection('items/equip'));
    case 'CARD_PLAYED_TODAY':
      return block('playedToday');
    case 'STAMINA_NOT_ENOUGH':
      return block('stamina', paths.myFpCard(card.tokenId));
    case 'CARD_IN_LINEUP':
      return block('lineup', paths.gameHome());
    case 'RECALL_FROM_TOPPRIZE_FIRST':
      return block('topPrize', paths.topPrize());
    case 'TRIAL_CARD_FORBIDDEN':
      return block('trial');
    default:
      return { reason: 'server', errorKey: key };
  }
}

/**
 * Why the card cannot be listed, from what the page already knows: its state, a trial card's end, the FP card's
 * equipment and last match, and (on the card's page) the server's answer for listing. Null: the dialog may open; the
 * server still decides.
 */
export function sellBlock(card: CardSummary, detail?: CardDetailResponse, nowSeconds = Math.floor(Date.now() / 1000)): SellBlock | null {
  if (!isSellable(card.family)) return block('notTradable');
  const byState = stateBlock(card);
  if (byState) return byState;
  if (card.trialUntil !== null) return block('trial');
  const fp = detail?.fp;
  if (fp && fp.equipment.length > 0) return block('equipped', paths.collection('items/equip'));
  if (fp?.lastMatchAt != null && utcDay(fp.lastMatchAt) === utcDay(nowSeconds)) return block('playedToday');
  const listing = detail?.actions.list;
  if (listing && !listing.ok) return refusalBlock(card, listing.code);
  return null;
}
