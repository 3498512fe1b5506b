/** The shop's cached answers; a purchase refreshes all of them (stock, limits). */
export const shopKeys = {
  all: ['market', 'shop'] as const,
  list: () => [...shopKeys.all, 'list'] as const,
  pointsGoods: () => [...shopKeys.all, 'pointsGoods'] as const,
};
