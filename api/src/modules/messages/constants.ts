/** Message box paging (the bounds are in the contract, @fc/shared/contracts). [ours] */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Kinds of message; each is a key of locales/{en,ko}/messages.json with `title`, `summary` and `body`.
 * Later domains add theirs (outbid, auction won or lost, listing sold, order paid, …, DOMAIN.md "Messages").
 */
export const MessageKind = {
  welcome: 'welcome',
  gettingStarted: 'gettingStarted',
  /** A training's child box was delivered (params: parentA, parentB, the parents' player names). */
  trainingFinished: 'trainingFinished',
  /** An order was paid and delivered (params: amount in USD, points, orderId); texts under `payments` in messages.json. */
  orderPaid: 'payments.orderPaid',
  /** A buy-TMT order was paid and its TMT credited (params: tmt and amount in whole units, points, orderId). */
  tmtOrderPaid: 'payments.tmtOrderPaid',
  /** A token withdrawal reached its confirmations (params: amount in whole units, token, txHash). */
  withdrawalConfirmed: 'withdrawalConfirmed',
  /** A chain deposit was credited (params: amount, token, network, txHash). */
  depositCredited: 'depositCredited',
  /** A card deposited as an NFT is back in the collection (params: tokenId, network, txHash). */
  nftDeposited: 'nftDeposited',
  /** A card withdrawn as an NFT was minted to the user's address (params: tokenId, network, address, txHash). */
  nftWithdrawn: 'nftWithdrawn',
  /** The market (texts under `market` in messages.json; params: item, the item's name, and price in TMT). */
  marketOutbid: 'market.outbid',
  marketAuctionWon: 'market.auctionWon',
  marketAuctionLost: 'market.auctionLost',
  marketListingSold: 'market.listingSold',
  marketAuctionNoBid: 'market.auctionNoBid',
  /** A TopManager match was played (texts under `game`; params: home, away, homeGoals, awayGoals, matchId). */
  gameMatchPlayed: 'game.matchPlayed',
  /** A scheduled match was called off at its play step, both managers back in the queue (params: home, away, matchId). */
  gameMatchVoided: 'game.matchVoided',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
