import type {
  CardState,
  EnergyView,
  GameHomeResponse,
  GameRankingResponse,
  LineupGroup,
  PreferredPosition,
  QueueView,
  SquadBlock,
  SquadCard,
} from '@fc/shared';
import { DEFAULT_TACTICS, LINE_OF_ROLE } from '@fc/shared/contracts/game';

export const NOW = 1_900_000_000;
export const TMT = (whole: number) => `${whole}${'0'.repeat(18)}`;

export const energy = (extra: Partial<EnergyView> = {}): EnergyView => ({
  energy: 40,
  cap: 100,
  nextAt: NOW + 125,
  fullAt: NOW + 60 * 18 * 60 - 955,
  purchasesToday: 2,
  purchaseLimit: 5,
  purchaseAmount: 10,
  purchasePrice: TMT(20),
  matchCost: 10,
  now: NOW,
  ...extra,
});

export const idleQueue = (extra: Partial<QueueView> = {}): QueueView => ({
  state: 'idle',
  mode: null,
  position: null,
  waiting: 0,
  enteredAt: null,
  bandPercent: null,
  teamRating: null,
  matchId: null,
  seedHash: null,
  now: NOW,
  ...extra,
});

export const waitingQueue = (extra: Partial<QueueView> = {}): QueueView =>
  idleQueue({ state: 'waiting', mode: 'ranked', position: 2, waiting: 5, enteredAt: NOW - 4, bandPercent: 15, teamRating: 61, ...extra });

export const season = {
  index: 0,
  label: 'S0',
  startsAt: NOW - 3 * 86_400 - 3600,
  endsAt: NOW - 3 * 86_400 - 3600 + 28 * 86_400,
  day: 4,
  dailyPool: TMT(25_000),
  seasonPool: TMT(250_000),
};

export const home = (extra: Partial<GameHomeResponse> = {}): GameHomeResponse => ({
  club: 'Harbor Cross Rovers',
  clubNameSet: true,
  energy: energy(),
  season,
  seasonStanding: { points: 31, matches: 14, wins: 9, draws: 4, losses: 1, rank: 12 },
  todayStanding: { points: 4, matches: 2, wins: 1, draws: 1, losses: 0, rank: 88 },
  nextDailyAt: NOW + 2 * 3600 + 61,
  estimatedDaily: TMT(125),
  activeGroupId: '7',
  teamRating: 61,
  queue: idleQueue(),
  recent: [
    {
      matchId: '501',
      mode: 'ranked',
      playedAt: NOW - 600,
      home: { club: 'Harbor Cross Rovers', npc: false, goals: 2, rating: 61 },
      away: { club: 'Northgate FC', npc: true, goals: 1, rating: 60 },
      mySide: 'home',
      outcome: 'win',
      points: 3,
    },
  ],
  ...extra,
});

export const group = (extra: Partial<LineupGroup> = {}): LineupGroup => ({
  groupId: '7',
  name: 'First XI',
  formation: '4-4-2',
  tactics: DEFAULT_TACTICS,
  starters: Array.from({ length: 11 }, () => null),
  substitutes: [],
  active: true,
  rating: 61,
  ownCards: 5,
  issues: [],
  updatedAt: NOW - 100,
  ...extra,
});

const club = { id: 1, name: 'Harbor Cross Rovers', shortName: 'HAR', primaryColor: '#932831', secondaryColor: '#0fd1cc' };

interface SquadOptions {
  playerId?: number;
  stamina?: number;
  matchCost?: number;
  available?: boolean;
  refusal?: number | null;
  blockedBy?: SquadBlock | null;
  state?: CardState;
  groupIds?: string[];
}

/** One FP card of the squad: token `tokenId`, player `name` playing `role`, rated `rating`. */
export function squadCard(tokenId: string, name: string, role: PreferredPosition, rating: number, options: SquadOptions = {}): SquadCard {
  return {
    card: {
      tokenId,
      family: 'fp',
      state: options.state ?? 'normal',
      rarity: 'common',
      serial: 1,
      supply: 1000,
      kind: null,
      trialUntil: null,
      player: {
        id: options.playerId ?? Number(tokenId),
        name,
        nationality: 'GB',
        born: '1999-01-01',
        position: LINE_OF_ROLE[role],
        preferredPosition: role,
        heightCm: 180,
        club,
      },
      fp: { level: 1, xp: 0, stamina: options.stamina ?? 120, rating },
    },
    abilities: {},
    physical: 50,
    matchCost: options.matchCost ?? 43,
    available: options.available ?? true,
    refusal: options.refusal ?? null,
    blockedBy: options.blockedBy ?? null,
    groupIds: options.groupIds ?? [],
  };
}

export const ranking = (extra: Partial<GameRankingResponse> = {}): GameRankingResponse => ({
  scope: 'season',
  season,
  day: null,
  final: false,
  pool: TMT(250_000),
  list: [
    { rank: 1, club: 'Northgate FC', points: 42, matches: 15, wins: 14, draws: 0, losses: 1, reward: null, me: false },
    { rank: 2, club: 'Harbor Cross Rovers', points: 31, matches: 14, wins: 9, draws: 4, losses: 1, reward: null, me: false },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  me: null,
  ...extra,
});
