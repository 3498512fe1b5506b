/** The withdraw feature's query keys, under the remote's prefix. */
export const withdrawKeys = {
  all: ['wallet', 'withdraw'] as const,
  info: (token: string) => [...withdrawKeys.all, 'info', token] as const,
  list: (token: string) => [...withdrawKeys.all, 'list', token] as const,
  addressBook: () => [...withdrawKeys.all, 'address-book'] as const,
};
