/** The draw's cached answers: its config (with the caller's commitment and TMT) and the caller's history pages. */
export const drawKeys = {
  all: ['game', 'draw'] as const,
  config: () => [...drawKeys.all, 'config'] as const,
  history: (page: number) => [...drawKeys.all, 'history', page] as const,
};
