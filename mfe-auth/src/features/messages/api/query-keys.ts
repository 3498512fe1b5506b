/** Every cached answer of the message box, under one prefix so that marking messages read can refresh them all. */
export const messageKeys = {
  all: ['account', 'messages'] as const,
  list: (page: number) => [...messageKeys.all, 'list', page] as const,
  detail: (id: string) => [...messageKeys.all, 'detail', id] as const,
};
