/**
 * TopManager's calls (issue 13; SPEC §2 names the pages, DOMAIN.md "Energy and stamina" and "TopManager" the rules):
 * home and energy, the squad and saved lineups (groups), the ranked queue, match reports, rankings, rewards, PVE and
 * PVP. The match engine's input and output are here too: the server stores them, the report page replays them.
 * Amounts are TMT base units as decimal strings; times are unix seconds.
 */
import { Type, type Static } from 'typebox';
import { CardSummary, TokenId } from './cards';
import { ITEM_KINDS, POSITIONS, PREFERRED_POSITIONS } from './cards-constants';
import {
  CLUB_SEARCH_MAX_LENGTH,
  FORMATIONS,
  GROUP_NAME_MAX_LENGTH,
  LINEUP_PROBLEMS,
  MATCH_EVENT_KINDS,
  MATCH_MODES,
  MATCH_OUTCOMES,
  MATCH_SEED_PATTERN,
  MATCH_SIDES,
  MATCH_STATES,
  MAX_SUBSTITUTES,
  MENTALITIES,
  PRESSINGS,
  PVE_LADDER,
  PVP_CHALLENGE_STATES,
  QUEUE_MODES,
  SQUAD_BLOCKS,
  QUEUE_STATES,
  RANKING_SCOPES,
  STARTERS,
  TEMPOS,
} from './game-constants';
import { GRANT_SOURCES } from './grants-constants';
import { MAX_PAGE } from './messages';
import { AMOUNT_PATTERN } from './money';
import { STRICT, StringEnum } from './schema';

const AmountSchema = Type.String({ pattern: AMOUNT_PATTERN });
const NullableAmount = Type.Union([AmountSchema, Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
/** A lineup group's, a match's or a challenge's public id. */
export const GameId = Type.String({ pattern: '^[1-9][0-9]{0,18}$', maxLength: 19 });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE }));
const UtcDaySchema = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

// ── The match engine's input and output ───────────────────────────────────────────────────────────────────────────

export const TacticsSchema = Type.Object(
  { mentality: StringEnum(MENTALITIES), pressing: StringEnum(PRESSINGS), tempo: StringEnum(TEMPOS) },
  STRICT,
);

/** One player as the engine sees him: the card's line, role, rating and attributes at kick-off. */
export const EnginePlayer = Type.Object({
  /** The card's token id, or `system-<n>` for a system card filling an empty slot. */
  id: Type.String(),
  name: Type.String(),
  position: StringEnum(POSITIONS),
  /** The role he plays best (the catalog's preferred position); a slot asking another role costs him. */
  role: StringEnum(PREFERRED_POSITIONS),
  rating: Type.Integer(),
  /** Ability attributes by name (OUTFIELD_ABILITIES or GOALKEEPER_ABILITIES), equipment counted. */
  abilities: Type.Record(Type.String(), Type.Integer()),
  /** Productive attributes the engine reads: physical (tiring), efficiency (finishing), lucky. */
  physical: Type.Integer(),
  efficiency: Type.Integer(),
  lucky: Type.Integer(),
  system: Type.Boolean(),
});
export type EnginePlayer = Static<typeof EnginePlayer>;

export const EngineTeam = Type.Object({
  /** The club name (an NPC club's for an NPC team). */
  name: Type.String(),
  formation: StringEnum(FORMATIONS),
  tactics: TacticsSchema,
  /** Slot i of the formation (FORMATION_SLOTS) holds starters[i]. */
  starters: Type.Array(EnginePlayer, { minItems: STARTERS, maxItems: STARTERS }),
  substitutes: Type.Array(EnginePlayer, { maxItems: MAX_SUBSTITUTES }),
});
export type EngineTeam = Static<typeof EngineTeam>;

/** One moment of the match; `x`, `y` are where it happens, 0–100, home attacking towards `y` 100. */
export const MatchEvent = Type.Object({
  minute: Type.Integer({ minimum: 0 }),
  kind: StringEnum(MATCH_EVENT_KINDS),
  side: Type.Union([StringEnum(MATCH_SIDES), Type.Null()]),
  /** The player who acts (shooter, scorer, the one booked, the one coming on). */
  playerId: Type.Union([Type.String(), Type.Null()]),
  /** The other one involved: the assist, the goalkeeper saving, the player going off. */
  otherId: Type.Union([Type.String(), Type.Null()]),
  x: Type.Integer({ minimum: 0, maximum: 100 }),
  y: Type.Integer({ minimum: 0, maximum: 100 }),
  /** The score after this event. */
  home: Type.Integer(),
  away: Type.Integer(),
});
export type MatchEvent = Static<typeof MatchEvent>;

export const TeamMatchStats = Type.Object({
  goals: Type.Integer(),
  /** Percent of the ball, the two sides summing to 100. */
  possession: Type.Integer(),
  chances: Type.Integer(),
  shots: Type.Integer(),
  shotsOnTarget: Type.Integer(),
  saves: Type.Integer(),
  fouls: Type.Integer(),
  yellowCards: Type.Integer(),
  redCards: Type.Integer(),
});
export type TeamMatchStats = Static<typeof TeamMatchStats>;

export const PlayerMatchRating = Type.Object({
  playerId: Type.String(),
  side: StringEnum(MATCH_SIDES),
  /** Tenths: 68 is 6.8 (3.0–10.0). */
  rating: Type.Integer({ minimum: 30, maximum: 100 }),
  goals: Type.Integer(),
  assists: Type.Integer(),
  saves: Type.Integer(),
  /** Minutes on the pitch. */
  minutes: Type.Integer(),
});
export type PlayerMatchRating = Static<typeof PlayerMatchRating>;

/** What `playMatch(home, away, seed)` answers: the same for the same input, on the server and in the browser. */
export const MatchResult = Type.Object({
  engineVersion: Type.Integer(),
  homeGoals: Type.Integer(),
  awayGoals: Type.Integer(),
  events: Type.Array(MatchEvent),
  stats: Type.Object({ home: TeamMatchStats, away: TeamMatchStats }),
  players: Type.Array(PlayerMatchRating),
});
export type MatchResult = Static<typeof MatchResult>;

// ── Home and energy ───────────────────────────────────────────────────────────────────────────────────────────────

export const EnergyView = Type.Object({
  energy: Type.Integer(),
  cap: Type.Integer(),
  /** When the next point comes back; null when full. */
  nextAt: NullableInt,
  /** When it is full again; null when full. */
  fullAt: NullableInt,
  purchasesToday: Type.Integer(),
  purchaseLimit: Type.Integer(),
  purchaseAmount: Type.Integer(),
  purchasePrice: AmountSchema,
  matchCost: Type.Integer(),
  /** The server's clock (unix seconds): countdowns run from it, not from the browser's. */
  now: Type.Integer(),
});
export type EnergyView = Static<typeof EnergyView>;

export const SeasonView = Type.Object({
  index: Type.Integer(),
  /** `S0`. */
  label: Type.String(),
  startsAt: Type.Integer(),
  endsAt: Type.Integer(),
  /** 1 on the first day. */
  day: Type.Integer(),
  dailyPool: AmountSchema,
  seasonPool: AmountSchema,
});
export type SeasonView = Static<typeof SeasonView>;

/** A manager's points, record and rank in the season or a day. */
export const Standing = Type.Object({
  points: Type.Integer(),
  matches: Type.Integer(),
  wins: Type.Integer(),
  draws: Type.Integer(),
  losses: Type.Integer(),
  /** Null outside the top 10,000 or with no match. */
  rank: NullableInt,
});
export type Standing = Static<typeof Standing>;

export const QueueView = Type.Object({
  state: StringEnum(QUEUE_STATES),
  mode: Type.Union([StringEnum(QUEUE_MODES), Type.Null()]),
  /** 1 for the longest waiting. */
  position: NullableInt,
  /** Managers waiting in this mode. */
  waiting: Type.Integer(),
  enteredAt: NullableInt,
  /** The rating band the entry accepts now, percent (15, 30); null once an NPC is due. */
  bandPercent: NullableInt,
  teamRating: NullableInt,
  /** Matched: the match, its seed's hash published before kick-off. */
  matchId: Type.Union([Type.String(), Type.Null()]),
  seedHash: Type.Union([Type.String(), Type.Null()]),
  /** The server's clock (unix seconds): the time waited is `now - enteredAt`, counted on from there. */
  now: Type.Integer(),
});
export type QueueView = Static<typeof QueueView>;

export const MatchSideSummary = Type.Object({
  club: Type.String(),
  npc: Type.Boolean(),
  goals: Type.Integer(),
  rating: Type.Integer(),
});
export type MatchSideSummary = Static<typeof MatchSideSummary>;

export const MatchSummary = Type.Object({
  matchId: Type.String(),
  mode: StringEnum(MATCH_MODES),
  playedAt: Type.Integer(),
  home: MatchSideSummary,
  away: MatchSideSummary,
  /** The caller's side, outcome and points; null for someone who did not play. */
  mySide: Type.Union([StringEnum(MATCH_SIDES), Type.Null()]),
  outcome: Type.Union([StringEnum(MATCH_OUTCOMES), Type.Null()]),
  points: NullableInt,
});
export type MatchSummary = Static<typeof MatchSummary>;

/** /game/home — the signed-in manager's TopManager home. */
export const GameHomeResponse = Type.Object({
  /** The club name of the profile (the nickname until one is set). */
  club: Type.String(),
  clubNameSet: Type.Boolean(),
  energy: EnergyView,
  /** Null before S0 ("new season not started"). */
  season: Type.Union([SeasonView, Type.Null()]),
  seasonStanding: Standing,
  todayStanding: Standing,
  /** The next daily payout (00:00 UTC) and, at today's points, the caller's estimated share of it. */
  nextDailyAt: Type.Integer(),
  estimatedDaily: NullableAmount,
  activeGroupId: Type.Union([Type.String(), Type.Null()]),
  /** The active group's team rating; null without a group. */
  teamRating: NullableInt,
  queue: QueueView,
  recent: Type.Array(MatchSummary),
});
export type GameHomeResponse = Static<typeof GameHomeResponse>;

/** /game/energy/buy — 10 energy for 20 TMT, 5 times a UTC day, never above the cap. */
export const EnergyBuyResponse = Type.Object({ energy: EnergyView, balance: AmountSchema });
export type EnergyBuyResponse = Static<typeof EnergyBuyResponse>;

// ── Squad and lineups ─────────────────────────────────────────────────────────────────────────────────────────────

/** One of the manager's FP cards as the lineup editor sees it. */
/** Why a card cannot join a lineup now: a state of SPEC §4 in words a manager acts on, with its end when it has one. */
export const SquadBlock = Type.Object({ reason: StringEnum(SQUAD_BLOCKS), until: NullableInt });
export type SquadBlock = Static<typeof SquadBlock>;

export const SquadCard = Type.Object({
  card: CardSummary,
  abilities: Type.Record(Type.String(), Type.Integer()),
  physical: Type.Integer(),
  /** The stamina a home match would cost it now (physical counted). */
  matchCost: Type.Integer(),
  /** Whether it can join a lineup now; if not, the code the server would answer (busy, trial expired…). */
  available: Type.Boolean(),
  refusal: NullableInt,
  /** When it cannot: what it is doing instead, and until when (unix seconds) where that ends by itself. */
  blockedBy: Type.Union([SquadBlock, Type.Null()]),
  /** The groups it stands in. */
  groupIds: Type.Array(Type.String()),
});
export type SquadCard = Static<typeof SquadCard>;
/** `now`: the server's clock (unix seconds), which the blocks' `until` count down on. */
export const GameSquadResponse = Type.Object({ cards: Type.Array(SquadCard), now: Type.Integer() });
export type GameSquadResponse = Static<typeof GameSquadResponse>;

/** A lineup's broken rule, with the cards it concerns. */
export const LineupIssue = Type.Object({ problem: StringEnum(LINEUP_PROBLEMS), tokenIds: Type.Array(Type.String()) });
export type LineupIssue = Static<typeof LineupIssue>;

export const LineupGroup = Type.Object({
  groupId: Type.String(),
  name: Type.String(),
  formation: StringEnum(FORMATIONS),
  tactics: TacticsSchema,
  /** Slot by slot (FORMATION_SLOTS); null is an empty slot a system card fills. */
  starters: Type.Array(Type.Union([Type.String(), Type.Null()]), { minItems: STARTERS, maxItems: STARTERS }),
  substitutes: Type.Array(Type.String()),
  active: Type.Boolean(),
  /** Team rating: the starters' mean rating, system cards counted. */
  rating: Type.Integer(),
  ownCards: Type.Integer(),
  /** What stops it playing now (empty: ready). */
  issues: Type.Array(LineupIssue),
  updatedAt: Type.Integer(),
});
export type LineupGroup = Static<typeof LineupGroup>;

export const GameGroupsResponse = Type.Object({ groups: Type.Array(LineupGroup), max: Type.Integer() });
export type GameGroupsResponse = Static<typeof GameGroupsResponse>;

export const GameGroupRequest = Type.Object({ groupId: GameId }, STRICT);
export type GameGroupRequest = Static<typeof GameGroupRequest>;
export const GameGroupResponse = Type.Object({ group: LineupGroup });
export type GameGroupResponse = Static<typeof GameGroupResponse>;

/**
 * /game/group/save — creates a group (no `groupId`) or replaces one. Refused: a card not the caller's FP card, twice,
 * or busy (the card state machine's code), two cards of one player (LINEUP_DUPLICATE_PLAYER), fewer than 3 own cards
 * (LINEUP_TOO_FEW_CARDS), a sixth group (LINEUP_GROUP_LIMIT). The cards in any group are "on the pitch".
 */
export const GameGroupSaveRequest = Type.Object(
  {
    groupId: Type.Optional(GameId),
    name: Type.String({ minLength: 1, maxLength: GROUP_NAME_MAX_LENGTH }),
    formation: StringEnum(FORMATIONS),
    tactics: TacticsSchema,
    starters: Type.Array(Type.Union([TokenId, Type.Null()]), { minItems: STARTERS, maxItems: STARTERS }),
    substitutes: Type.Array(TokenId, { maxItems: MAX_SUBSTITUTES }),
    /** Make it the group that plays. The first group is active anyway. */
    active: Type.Optional(Type.Boolean()),
  },
  STRICT,
);
export type GameGroupSaveRequest = Static<typeof GameGroupSaveRequest>;

// /game/group/delete and /game/group/activate take GameGroupRequest; delete answers GameGroupsResponse.

// ── Queue and matches ─────────────────────────────────────────────────────────────────────────────────────────────

/** /game/queue/join — queues the group (the active one by default) after every check: lineup, energy, stamina, season. */
export const QueueJoinRequest = Type.Object({ mode: StringEnum(QUEUE_MODES), groupId: Type.Optional(GameId) }, STRICT);
export type QueueJoinRequest = Static<typeof QueueJoinRequest>;
// /game/queue/leave ({ mode }) and /game/queue/status ({}) answer QueueView.
export const QueueLeaveRequest = Type.Object({ mode: StringEnum(QUEUE_MODES) }, STRICT);
export type QueueLeaveRequest = Static<typeof QueueLeaveRequest>;

export const MatchReportSide = Type.Object({
  club: Type.String(),
  npc: Type.Boolean(),
  rating: Type.Integer(),
  outcome: StringEnum(MATCH_OUTCOMES),
  /** Ranked points won (null outside ranked play). */
  points: NullableInt,
  /** XP each of the manager's own starters gained. */
  xp: Type.Integer(),
  /** Stamina each own starter spent, by token id. */
  stamina: Type.Record(Type.String(), Type.Integer()),
  energySpent: Type.Integer(),
});
export type MatchReportSide = Static<typeof MatchReportSide>;

/**
 * A match's provably fair draws (purpose 'match', `@fc/shared/fair`): the engine seed is `matchSeedOf(home digest,
 * away digest)` of the sides that drew (one digest: the seed itself). The digests are shown once the match is played.
 */
export const MatchFairView = Type.Object({
  homeDigest: Type.Union([Type.String(), Type.Null()]),
  awayDigest: Type.Union([Type.String(), Type.Null()]),
  /** The caller's own draw (their seed pair and nonce), to verify on /fair; null when the caller did not draw. */
  mine: Type.Union([Type.Object({ pairId: Type.Integer(), nonce: Type.Integer() }), Type.Null()]),
});
export type MatchFairView = Static<typeof MatchFairView>;

/**
 * /game/match — a match report (anyone with its id): the inputs, the seed's hash (published before kick-off) and,
 * once played, the seed, the reports and the engine's result. A scheduled or voided match has no seed and no result.
 */
export const GameMatchRequest = Type.Object({ matchId: GameId }, STRICT);
export type GameMatchRequest = Static<typeof GameMatchRequest>;
export const GameMatchResponse = Type.Object({
  matchId: Type.String(),
  mode: StringEnum(MATCH_MODES),
  state: StringEnum(MATCH_STATES),
  /** Null until played. */
  playedAt: NullableInt,
  /** PVE: the ladder stage. */
  stage: NullableInt,
  home: Type.Union([MatchReportSide, Type.Null()]),
  away: Type.Union([MatchReportSide, Type.Null()]),
  input: Type.Object({ home: EngineTeam, away: EngineTeam }),
  /** The seed (hex), once played, and its SHA-256 (hex), stored before kick-off. */
  seed: Type.Union([Type.String({ pattern: MATCH_SEED_PATTERN }), Type.Null()]),
  seedHash: Type.String(),
  result: Type.Union([MatchResult, Type.Null()]),
  mySide: Type.Union([StringEnum(MATCH_SIDES), Type.Null()]),
  /** Null for a match from before the scheme. */
  fair: Type.Union([MatchFairView, Type.Null()]),
});
export type GameMatchResponse = Static<typeof GameMatchResponse>;
/** A match the engine has played: what the report and the replay need (`isPlayedMatch`, game-constants). */
export type PlayedGameMatch = GameMatchResponse & {
  state: 'played';
  playedAt: number;
  home: MatchReportSide;
  away: MatchReportSide;
  seed: string;
  result: MatchResult;
};

/** /game/matches — the caller's matches, newest first. */
export const GameMatchesRequest = Type.Object({ mode: Type.Optional(StringEnum(MATCH_MODES)), page: Page }, STRICT);
export type GameMatchesRequest = Static<typeof GameMatchesRequest>;
export const GameMatchesResponse = Type.Object({ list: Type.Array(MatchSummary), total: Type.Integer(), page: Type.Integer() });
export type GameMatchesResponse = Static<typeof GameMatchesResponse>;

// ── Rankings and rewards ──────────────────────────────────────────────────────────────────────────────────────────

export const RankingRow = Type.Object({
  rank: Type.Integer(),
  club: Type.String(),
  points: Type.Integer(),
  matches: Type.Integer(),
  wins: Type.Integer(),
  draws: Type.Integer(),
  losses: Type.Integer(),
  /** The pool's share at these points (paid for a day or season that has ended). */
  reward: NullableAmount,
  me: Type.Boolean(),
});
export type RankingRow = Static<typeof RankingRow>;

/**
 * /game/ranking — the top 10,000 of a day (`day`, today by default: live) or of a season (`season`, the current by
 * default), guests too; `q` finds clubs by name within it. RANKING_NOT_STARTED: a season's ranking before its first
 * day has ended; SEASON_NOT_STARTED: a season or day not begun.
 */
export const GameRankingRequest = Type.Object(
  {
    scope: StringEnum(RANKING_SCOPES),
    season: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    day: Type.Optional(UtcDaySchema),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: CLUB_SEARCH_MAX_LENGTH })),
    page: Page,
  },
  STRICT,
);
export type GameRankingRequest = Static<typeof GameRankingRequest>;
export const GameRankingResponse = Type.Object({
  scope: StringEnum(RANKING_SCOPES),
  season: SeasonView,
  day: Type.Union([UtcDaySchema, Type.Null()]),
  /** Whether the day or season is over (its rewards paid or being paid). */
  final: Type.Boolean(),
  pool: AmountSchema,
  list: Type.Array(RankingRow),
  /** Ranked managers (at most 10,000) matching `q`. */
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** The caller's row; null for a guest or a manager without a match. */
  me: Type.Union([RankingRow, Type.Null()]),
});
export type GameRankingResponse = Static<typeof GameRankingResponse>;

export const GAME_REWARD_KINDS = ['daily', 'season', 'pvp'] as const;
export type GameRewardKind = (typeof GAME_REWARD_KINDS)[number];

export const GameRewardRow = Type.Object({
  source: StringEnum(GRANT_SOURCES),
  /** The day (`YYYY-MM-DD`), season (`S0`) or PVP match it pays for. */
  ref: Type.String(),
  rank: NullableInt,
  points: NullableInt,
  amount: AmountSchema,
  released: AmountSchema,
  claimable: AmountSchema,
  startsAt: Type.Integer(),
  endsAt: Type.Integer(),
});
export type GameRewardRow = Static<typeof GameRewardRow>;

/** /game/rewards — the caller's rewards of a kind, newest first, with what is still vesting and the next payouts. */
export const GameRewardsRequest = Type.Object({ kind: StringEnum(GAME_REWARD_KINDS), page: Page }, STRICT);
export type GameRewardsRequest = Static<typeof GameRewardsRequest>;
export const GameRewardsResponse = Type.Object({
  kind: StringEnum(GAME_REWARD_KINDS),
  list: Type.Array(GameRewardRow),
  total: Type.Integer(),
  page: Type.Integer(),
  totals: Type.Object({ amount: AmountSchema, released: AmountSchema, claimable: AmountSchema, claimed: AmountSchema }),
  /** Daily: the next payout and the estimate at today's points; season: the season's end and its estimate. */
  nextAt: NullableInt,
  estimate: NullableAmount,
  /** PVP: rewarded matches today out of the daily limit. */
  rewardedToday: NullableInt,
  rewardedPerDay: NullableInt,
  /** The server's clock (unix seconds), for the countdown to `nextAt`. */
  now: Type.Integer(),
});
export type GameRewardsResponse = Static<typeof GameRewardsResponse>;

// ── PVE ───────────────────────────────────────────────────────────────────────────────────────────────────────────

export const PveStageView = Type.Object({
  stage: Type.Integer(),
  club: Type.String(),
  rating: Type.Integer(),
  firstWinItem: StringEnum(ITEM_KINDS),
  unlocked: Type.Boolean(),
  cleared: Type.Boolean(),
  /** The caller's last match at this stage. */
  lastMatchId: Type.Union([Type.String(), Type.Null()]),
});
export type PveStageView = Static<typeof PveStageView>;
/** /game/pve — the ladder (guests see it locked but for stage 1). */
export const GamePveResponse = Type.Object({ stages: Type.Array(PveStageView) });
export type GamePveResponse = Static<typeof GamePveResponse>;
/** /game/pve/play — plays a stage now (unlocked: PVE_STAGE_LOCKED otherwise) with the group; answers the match. */
export const GamePvePlayRequest = Type.Object(
  { stage: Type.Integer({ minimum: 1, maximum: PVE_LADDER.length }), groupId: Type.Optional(GameId) },
  STRICT,
);
export type GamePvePlayRequest = Static<typeof GamePvePlayRequest>;
export const GamePlayedResponse = Type.Object({ matchId: Type.String() });
export type GamePlayedResponse = Static<typeof GamePlayedResponse>;

// ── PVP ───────────────────────────────────────────────────────────────────────────────────────────────────────────

export const PvpChallenge = Type.Object({
  challengeId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** The caller sent it. */
  sent: Type.Boolean(),
  state: StringEnum(PVP_CHALLENGE_STATES),
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
  matchId: Type.Union([Type.String(), Type.Null()]),
});
export type PvpChallenge = Static<typeof PvpChallenge>;
/** /game/pvp — the caller's open challenges both ways and the last ones answered. */
export const GamePvpResponse = Type.Object({
  incoming: Type.Array(PvpChallenge),
  outgoing: Type.Array(PvpChallenge),
  recent: Type.Array(PvpChallenge),
  /** The server's clock (unix seconds), for the expiry countdowns. */
  now: Type.Integer(),
});
export type GamePvpResponse = Static<typeof GamePvpResponse>;
/** /game/pvp/challenge — challenges a club by its exact name (CLUB_NOT_FOUND, PVP_SELF_CHALLENGE, PVP_CHALLENGE_LIMIT, PVP_ALREADY_CHALLENGED). */
export const GamePvpChallengeRequest = Type.Object(
  { club: Type.String({ minLength: 1, maxLength: CLUB_SEARCH_MAX_LENGTH }) },
  STRICT,
);
export type GamePvpChallengeRequest = Static<typeof GamePvpChallengeRequest>;
export const GamePvpChallengeResponse = Type.Object({ challenge: PvpChallenge });
export type GamePvpChallengeResponse = Static<typeof GamePvpChallengeResponse>;
/**
 * /game/pvp/respond — the challenged manager accepts (the match is played at once, the challenger at home, both
 * lineups checked, both spending energy and stamina) or declines. PVP_CHALLENGE_CLOSED once it is not pending.
 */
export const GamePvpRespondRequest = Type.Object(
  { challengeId: GameId, accept: Type.Boolean(), groupId: Type.Optional(GameId) },
  STRICT,
);
export type GamePvpRespondRequest = Static<typeof GamePvpRespondRequest>;
export const GamePvpRespondResponse = Type.Object({ challenge: PvpChallenge, matchId: Type.Union([Type.String(), Type.Null()]) });
export type GamePvpRespondResponse = Static<typeof GamePvpRespondResponse>;
/** /game/pvp/cancel — the challenger withdraws a pending challenge. */
export const GamePvpCancelRequest = Type.Object({ challengeId: GameId }, STRICT);
export type GamePvpCancelRequest = Static<typeof GamePvpCancelRequest>;

/** /game/clubs — clubs whose name contains `q` (guests too): the challenge picker and the ranking's search. */
export const GameClubsRequest = Type.Object({ q: Type.String({ minLength: 1, maxLength: CLUB_SEARCH_MAX_LENGTH }) }, STRICT);
export type GameClubsRequest = Static<typeof GameClubsRequest>;
export const GameClubsResponse = Type.Object({
  list: Type.Array(Type.Object({ club: Type.String(), teamRating: NullableInt, seasonPoints: Type.Integer() })),
});
export type GameClubsResponse = Static<typeof GameClubsResponse>;
