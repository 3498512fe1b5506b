/** Match reports, cached by id (a report never changes once played). */
export const matchKeys = {
  all: ['game', 'match'] as const,
  detail: (matchId: string) => [...matchKeys.all, 'detail', matchId] as const,
};
