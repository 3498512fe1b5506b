/** TopManager's own cached answers (a lineup, the queue); the home, squad, lineups and ranking are `gameKeys`'. */
export const topManagerKeys = {
  all: ['game', 'topManager'] as const,
  group: (groupId: string) => [...topManagerKeys.all, 'group', groupId] as const,
  queue: () => [...topManagerKeys.all, 'queue'] as const,
};
