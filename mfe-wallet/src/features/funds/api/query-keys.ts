/** Add funds' cached answers, under the remote's prefix. */
export const fundsKeys = {
  all: ['wallet', 'funds'] as const,
  paymentConfig: () => [...fundsKeys.all, 'payment-config'] as const,
  buyTmtConfig: () => [...fundsKeys.all, 'buy-tmt-config'] as const,
};
