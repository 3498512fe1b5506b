/** The deposit feature's query keys, under the remote's prefix. */
export const depositKeys = {
  all: ['wallet', 'deposit'] as const,
  address: (token: string, chainId: number) => [...depositKeys.all, 'address', token, chainId] as const,
  list: () => [...depositKeys.all, 'list'] as const,
};
