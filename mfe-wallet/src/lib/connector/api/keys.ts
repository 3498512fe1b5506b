/** The wallet connector's query keys, under the remote's prefix. */
export const connectorKeys = {
  all: ['wallet', 'connector'] as const,
  config: () => [...connectorKeys.all, 'config'] as const,
  bound: () => [...connectorKeys.all, 'bound'] as const,
};
