import type { CardSummary, LineupGroup, SquadCard } from '@fc/shared';
import { FORMATIONS, SYSTEM_CARD_RATING } from '@fc/shared/contracts/game';
import { teamRating } from '@fc/shared/match-engine';
import { generatedTeam, groupTeam, randomSeed } from './teams';
import { runMatches } from './runner';

const SEED = 'ab'.repeat(32);
const tactics = { mentality: 'attacking', pressing: 'high', tempo: 'fast' } as const;

describe('generated teams', () => {
  it.each(FORMATIONS)('plays %s at the chosen rating and tactics, the same for the same seed', (formation) => {
    const team = generatedTeam({ name: 'Reds', rating: 72, formation, tactics, seed: SEED });
    expect(team).toMatchObject({ name: 'Reds', formation, tactics });
    expect(teamRating(team)).toBe(72);
    expect(generatedTeam({ name: 'Reds', rating: 72, formation, tactics, seed: SEED })).toEqual(team);
  });

  it('draws fresh seeds of 32 bytes', () => {
    expect(randomSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeed()).not.toBe(randomSeed());
  });
});

const card = (tokenId: string, rating: number, state: CardSummary['state'] = 'battling'): SquadCard => ({
  card: {
    tokenId,
    family: 'fp',
    state,
    rarity: 'rare',
    serial: 1,
    supply: 10,
    kind: null,
    trialUntil: null,
    player: { id: 1, name: `P${tokenId}`, nationality: 'GB', born: '2000-01-01', position: 'FW', preferredPosition: 'ST', heightCm: 180, club: { id: 1, name: 'Reds', shortName: 'RED', primaryColor: '#000000', secondaryColor: '#ffffff' } },
    fp: { level: 1, xp: 0, stamina: 100, rating },
  },
  abilities: { passing: rating, dribbling: rating, shooting: rating, intercepting: rating, tackling: rating },
  physical: 9,
  matchCost: 10,
  available: true,
  refusal: null,
  blockedBy: null,
  groupIds: ['1'],
});

describe('a saved lineup as a team', () => {
  it('fields its cards that can play and a system card in every other slot', () => {
    const starters: LineupGroup['starters'] = Array.from({ length: 11 }, () => null);
    starters[9] = '1';
    starters[10] = '2';
    const group = {
      groupId: '1', name: 'A', formation: '4-4-2', tactics, starters, substitutes: ['3', '4'], active: true,
      rating: 60, ownCards: 3, issues: [], updatedAt: 0,
    } satisfies LineupGroup;
    const team = groupTeam('My club', group, [card('1', 80), card('2', 90, 'normal'), card('3', 70)]);
    expect(team.starters[9]).toMatchObject({ id: '1', rating: 80, system: false, role: 'ST', efficiency: 9 });
    expect(team.starters[10]).toMatchObject({ id: 'system-11', rating: SYSTEM_CARD_RATING, system: true, role: 'ST' });
    expect(team.starters[0]).toMatchObject({ position: 'GK', abilities: expect.objectContaining({ goalkeeping: SYSTEM_CARD_RATING }) });
    expect(team.substitutes.map((player) => player.id)).toEqual(['3']);
    expect(team).toMatchObject({ name: 'My club', formation: '4-4-2', tactics });
  });
});

describe('runMatches', () => {
  const home = generatedTeam({ name: 'H', rating: 80, formation: '4-3-3', tactics, seed: SEED });
  const away = generatedTeam({ name: 'A', rating: 50, formation: '5-3-2', tactics, seed: SEED.replace('ab', 'cd') });

  it('plays the count asked, reporting progress chunk by chunk', async () => {
    const progress: number[] = [];
    const tally = await runMatches({ home, away, count: 30, chunk: 8, onProgress: (t) => progress.push(t.matches) });
    expect(tally.matches).toBe(30);
    expect(progress).toEqual([8, 16, 24, 30]);
    expect(tally.homeWins + tally.draws + tally.awayWins).toBe(30);
    // A team rated 80 beats one rated 50 more often than not.
    expect(tally.homeWins).toBeGreaterThan(tally.awayWins);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const run = runMatches({ home, away, count: 1000, chunk: 5, signal: controller.signal, onProgress: (t) => t.matches >= 10 && controller.abort() });
    await expect(run).rejects.toThrow();
  });
});
