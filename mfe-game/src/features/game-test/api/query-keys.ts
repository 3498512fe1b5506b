/** The game test's cached answers: the signed-in manager's lineups and squad, to field a saved lineup. */
export const gameTestKeys = {
  all: ['game', 'gameTest'] as const,
  groups: () => [...gameTestKeys.all, 'groups'] as const,
  squad: () => [...gameTestKeys.all, 'squad'] as const,
};
