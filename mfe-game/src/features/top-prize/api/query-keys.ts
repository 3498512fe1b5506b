export const topPrizeKeys = {
  all: ['game', 'topPrize'] as const,
  event: (signedIn: boolean) => [...topPrizeKeys.all, 'event', signedIn] as const,
  ranking: (page: number) => [...topPrizeKeys.all, 'ranking', page] as const,
  payouts: (page: number) => [...topPrizeKeys.all, 'payouts', page] as const,
};
