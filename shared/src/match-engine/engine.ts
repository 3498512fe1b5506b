/**
 * One match, minute by minute. Each minute one side has the ball (midfield control decides which), it may make a
 * chance (its attack against the other's defence, tactics and home advantage counted), a chance may become a shot,
 * a shot a goal (the shooter's finishing against the goalkeeper); fouls, cards, tiring and substitutions change who
 * is on the pitch and how strong each side is. Only + − × ÷ and integer dice: the same input and seed give the same
 * match in every JavaScript engine.
 */
import {
  FORMATION_SLOTS,
  MATCH_ENGINE_VERSION,
  MATCH_MINUTES,
  type FormationSlot,
  type MatchEventKind,
  type MatchSide,
} from '../contracts/game-constants';
import { LINE_OF_ROLE, type Position, type PreferredPosition } from '../contracts/cards-constants';
import type { EnginePlayer, EngineTeam, MatchEvent, MatchResult, PlayerMatchRating, TeamMatchStats } from '../contracts/game';
import { diceFromSeed, type Dice } from './random';
import * as tune from './tuning';

const LINE_INDEX: Record<Position, number> = { GK: 0, DF: 1, MF: 2, FW: 3 };

/** How well a player whose best role is `own` plays in a slot asking `slot`. */
export function roleFit(own: PreferredPosition, slot: PreferredPosition): number {
  if (own === slot) return 1;
  const a = LINE_OF_ROLE[own];
  const b = LINE_OF_ROLE[slot];
  if (a === 'GK' || b === 'GK') return tune.FIT_OUT_OF_GOAL;
  if (a === b) return tune.FIT_SAME_LINE;
  return Math.abs(LINE_INDEX[a] - LINE_INDEX[b]) === 1 ? tune.FIT_NEXT_LINE : tune.FIT_FAR_LINE;
}

interface Appearance {
  player: EnginePlayer;
  side: MatchSide;
  slot: FormationSlot;
  fit: number;
  /** 0 fresh … 1 spent. */
  fatigue: number;
  on: number;
  off: number | null;
  onPitch: boolean;
  yellows: number;
  sentOff: boolean;
  goals: number;
  assists: number;
  saves: number;
  shotsOnTarget: number;
  misses: number;
  conceded: number;
}

interface Side {
  side: MatchSide;
  team: EngineTeam;
  appearances: Appearance[];
  bench: EnginePlayer[];
  substitutionsMade: number;
  /** The full eleven's weights: a side a player short is weaker by what he carried. */
  fullWeights: { attack: number; control: number; defence: number };
  stats: TeamMatchStats;
  minutesWithBall: number;
}

const ability = (player: EnginePlayer, name: string): number => player.abilities[name] ?? player.rating;

function form(a: Appearance): number {
  return a.fit * (1 - tune.FATIGUE_EFFECT * a.fatigue);
}

function attackValue(a: Appearance): number {
  const p = a.player;
  return (p.rating * 0.5 + ability(p, 'shooting') * 0.3 + ability(p, 'dribbling') * 0.2) * form(a);
}
function controlValue(a: Appearance): number {
  const p = a.player;
  return (p.rating * 0.5 + ability(p, 'passing') * 0.35 + ability(p, 'intercepting') * 0.15) * form(a);
}
function defenceValue(a: Appearance): number {
  const p = a.player;
  return (p.rating * 0.5 + ability(p, 'tackling') * 0.3 + ability(p, 'intercepting') * 0.2) * form(a);
}
function keeperValue(a: Appearance | undefined): number {
  if (!a) return tune.NO_KEEPER;
  const p = a.player;
  const raw =
    ability(p, 'goalkeeping') * 0.35 +
    ability(p, 'reaction') * 0.35 +
    ability(p, 'anticipation') * 0.1 +
    ability(p, 'commanding') * 0.1 +
    ability(p, 'composure') * 0.1;
  return raw * form(a);
}
function finishingValue(a: Appearance): number {
  const p = a.player;
  return (ability(p, 'shooting') * 0.7 + p.efficiency * 0.3) * form(a);
}

function appearance(player: EnginePlayer, side: MatchSide, slot: FormationSlot, minute: number): Appearance {
  return {
    player,
    side,
    slot,
    fit: roleFit(player.role, slot.role),
    fatigue: 0,
    on: minute,
    off: null,
    onPitch: true,
    yellows: 0,
    sentOff: false,
    goals: 0,
    assists: 0,
    saves: 0,
    shotsOnTarget: 0,
    misses: 0,
    conceded: 0,
  };
}

const emptyStats = (): TeamMatchStats => ({
  goals: 0,
  possession: 0,
  chances: 0,
  shots: 0,
  shotsOnTarget: 0,
  saves: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
});

function makeSide(team: EngineTeam, side: MatchSide): Side {
  const slots = FORMATION_SLOTS[team.formation];
  const appearances = team.starters.map((player, i) => appearance(player, side, slots[i]!, 0));
  const fullWeights = { attack: 0, control: 0, defence: 0 };
  for (const slot of slots) {
    fullWeights.attack += tune.ATTACK_WEIGHT[slot.role];
    fullWeights.control += tune.CONTROL_WEIGHT[slot.role];
    fullWeights.defence += tune.DEFENCE_WEIGHT[slot.role];
  }
  return {
    side,
    team,
    appearances,
    bench: [...team.substitutes],
    substitutionsMade: 0,
    fullWeights,
    stats: emptyStats(),
    minutesWithBall: 0,
  };
}

const onPitch = (s: Side): Appearance[] => s.appearances.filter((a) => a.onPitch);
const outfield = (s: Side): Appearance[] => onPitch(s).filter((a) => a.slot.role !== 'GK');
const keeper = (s: Side): Appearance | undefined => onPitch(s).find((a) => a.slot.role === 'GK');

type Unit = 'attack' | 'control' | 'defence';
const UNIT_WEIGHTS: Record<Unit, Record<PreferredPosition, number>> = {
  attack: tune.ATTACK_WEIGHT,
  control: tune.CONTROL_WEIGHT,
  defence: tune.DEFENCE_WEIGHT,
};
const UNIT_VALUE: Record<Unit, (a: Appearance) => number> = { attack: attackValue, control: controlValue, defence: defenceValue };

/** A unit's strength: its players' weighted values over the full eleven's weights, shaped by the formation. */
function strength(s: Side, which: Unit): number {
  const weights = UNIT_WEIGHTS[which];
  let sum = 0;
  for (const a of onPitch(s)) sum += weights[a.slot.role] * UNIT_VALUE[which](a);
  return (sum / s.fullWeights[which]) * tune.FORMATION_SHAPE[s.team.formation][which];
}
const attack = (s: Side): number => strength(s, 'attack');
const control = (s: Side): number => strength(s, 'control');
const defence = (s: Side): number => strength(s, 'defence');

function pick(dice: Dice, among: Appearance[], weight: (a: Appearance) => number): Appearance | undefined {
  if (among.length === 0) return undefined;
  const weights = among.map((a) => Math.max(weight(a), 0.0001));
  return among[dice.weighted(weights)];
}

export function simulate(homeTeam: EngineTeam, awayTeam: EngineTeam, seed: string): MatchResult {
  const dice = diceFromSeed(seed);
  const home = makeSide(homeTeam, 'home');
  const away = makeSide(awayTeam, 'away');
  const events: MatchEvent[] = [];
  const score = { home: 0, away: 0 };

  const push = (
    minute: number,
    kind: MatchEventKind,
    side: MatchSide | null,
    playerId: string | null,
    otherId: string | null,
    x: number,
    y: number,
  ): void => {
    events.push({ minute, kind, side, playerId, otherId, x, y, home: score.home, away: score.away });
  };
  /** Where on the pitch, in the home side's frame (home attacks towards y 100). */
  const towardsGoal = (side: MatchSide, depth: number): number => (side === 'home' ? depth : 100 - depth);

  push(0, 'kickoff', null, null, null, 50, 50);

  for (let minute = 1; minute <= MATCH_MINUTES; minute += 1) {
    for (const s of [home, away]) tire(s);
    if (tune.SUBSTITUTION_MINUTES.includes(minute)) {
      for (const s of [home, away]) substitute(s, minute);
    }

    const ctrlHome = control(home) * tune.PRESSING_CONTROL[home.team.tactics.pressing] * tune.HOME_CONTROL;
    const ctrlAway = control(away) * tune.PRESSING_CONTROL[away.team.tactics.pressing];
    const withBall = dice.unit() < ctrlHome / (ctrlHome + ctrlAway) ? home : away;
    const without = withBall === home ? away : home;
    withBall.minutesWithBall += 1;

    const att = attack(withBall);
    const def = defence(without);
    const balance = (2 * att) / (att + def);
    const chanceP =
      tune.CHANCE_PER_MINUTE *
      balance *
      balance *
      tune.MENTALITY_ATTACK[withBall.team.tactics.mentality] *
      tune.MENTALITY_CONCEDE[without.team.tactics.mentality] *
      tune.TEMPO_CHANCES[withBall.team.tactics.tempo] *
      (withBall === home ? tune.HOME_EDGE : 1 / tune.HOME_EDGE);

    if (dice.chance(chanceP)) chance(withBall, without, minute);
    if (dice.chance(tune.FOUL_PER_MINUTE * tune.PRESSING_FOULS[without.team.tactics.pressing])) foul(without, withBall, minute);

    if (minute === 45) push(45, 'halfTime', null, null, null, 50, 50);
  }
  push(MATCH_MINUTES, 'fullTime', null, null, null, 50, 50);

  function tire(s: Side): void {
    const rate = tune.FATIGUE_PER_MINUTE * tune.TEMPO_FATIGUE[s.team.tactics.tempo] * tune.PRESSING_FATIGUE[s.team.tactics.pressing];
    for (const a of onPitch(s)) {
      if (a.slot.role === 'GK') continue;
      a.fatigue = Math.min(1, a.fatigue + rate / (1 + a.player.physical / 300));
    }
  }

  function substitute(s: Side, minute: number): void {
    if (s.substitutionsMade >= tune.MAX_SUBSTITUTIONS || s.bench.length === 0) return;
    let tired: Appearance | undefined;
    for (const a of outfield(s)) if (!tired || a.fatigue > tired.fatigue) tired = a;
    if (!tired || tired.fatigue < tune.SUBSTITUTE_AT_FATIGUE) return;
    let best = -1;
    let bestValue = -1;
    s.bench.forEach((p, i) => {
      if (p.role === 'GK') return;
      const value = p.rating * roleFit(p.role, tired!.slot.role);
      if (value > bestValue) {
        best = i;
        bestValue = value;
      }
    });
    if (best < 0) return;
    const [comer] = s.bench.splice(best, 1);
    tired.onPitch = false;
    tired.off = minute;
    const fresh = appearance(comer!, s.side, tired.slot, minute);
    s.appearances.push(fresh);
    s.substitutionsMade += 1;
    push(minute, 'substitution', s.side, comer!.id, tired.player.id, s.side === 'home' ? 2 : 98, 50);
  }

  function chance(s: Side, other: Side, minute: number): void {
    const shooter = pick(dice, outfield(s), (a) => tune.ATTACK_WEIGHT[a.slot.role] * finishingValue(a));
    if (!shooter) return;
    s.stats.chances += 1;
    const x = dice.between(15, 85);
    const y = towardsGoal(s.side, dice.between(70, 95));
    const assistant = dice.chance(tune.ASSISTED)
      ? pick(
          dice,
          outfield(s).filter((a) => a !== shooter),
          (a) => tune.CONTROL_WEIGHT[a.slot.role] * ability(a.player, 'passing') * form(a),
        )
      : undefined;
    if (!dice.chance(tune.CHANCE_TO_SHOT)) {
      push(minute, 'chance', s.side, shooter.player.id, assistant?.player.id ?? null, x, y);
      return;
    }
    s.stats.shots += 1;
    if (dice.chance(tune.SHOT_BLOCKED)) {
      push(minute, 'shot', s.side, shooter.player.id, null, x, y);
      return;
    }
    const finishing = finishingValue(shooter);
    if (!dice.chance(tune.ON_TARGET_BASE + tune.ON_TARGET_SKILL * (finishing / 100))) {
      shooter.misses += 1;
      push(minute, dice.chance(tune.WOODWORK) ? 'woodwork' : 'miss', s.side, shooter.player.id, null, x, y);
      return;
    }
    s.stats.shotsOnTarget += 1;
    shooter.shotsOnTarget += 1;
    const gk = keeper(other);
    const duel = (2 * finishing) / (finishing + keeperValue(gk));
    const goalP = tune.GOAL_ON_TARGET * duel * duel + (shooter.player.lucky - 50) * tune.LUCK_EFFECT;
    if (dice.chance(goalP)) {
      score[s.side] += 1;
      s.stats.goals += 1;
      shooter.goals += 1;
      if (assistant) assistant.assists += 1;
      for (const a of onPitch(other)) a.conceded += 1;
      push(minute, 'goal', s.side, shooter.player.id, assistant?.player.id ?? null, x, y);
    } else {
      other.stats.saves += 1;
      if (gk) gk.saves += 1;
      push(minute, 'save', s.side, shooter.player.id, gk?.player.id ?? null, x, y);
    }
  }

  function foul(s: Side, victimSide: Side, minute: number): void {
    const offender = pick(dice, outfield(s), (a) => tune.DEFENCE_WEIGHT[a.slot.role] + 0.1);
    const victim = pick(dice, outfield(victimSide), (a) => tune.ATTACK_WEIGHT[a.slot.role] + tune.CONTROL_WEIGHT[a.slot.role]);
    if (!offender) return;
    s.stats.fouls += 1;
    const x = dice.between(5, 95);
    const y = towardsGoal(victimSide.side, dice.between(25, 80));
    push(minute, 'foul', s.side, offender.player.id, victim?.player.id ?? null, x, y);
    if (dice.chance(tune.STRAIGHT_RED)) return sendOff(s, offender, minute, x, y);
    if (!dice.chance(tune.YELLOW_PER_FOUL)) return;
    offender.yellows += 1;
    if (offender.yellows === 1) {
      s.stats.yellowCards += 1;
      push(minute, 'yellow', s.side, offender.player.id, null, x, y);
    } else {
      sendOff(s, offender, minute, x, y);
    }
  }

  function sendOff(s: Side, offender: Appearance, minute: number, x: number, y: number): void {
    s.stats.redCards += 1;
    offender.onPitch = false;
    offender.sentOff = true;
    offender.off = minute;
    push(minute, 'red', s.side, offender.player.id, null, x, y);
  }

  const totalBall = home.minutesWithBall + away.minutesWithBall;
  home.stats.possession = Math.round((home.minutesWithBall * 100) / totalBall);
  away.stats.possession = 100 - home.stats.possession;

  return {
    engineVersion: MATCH_ENGINE_VERSION,
    homeGoals: score.home,
    awayGoals: score.away,
    events,
    stats: { home: home.stats, away: away.stats },
    players: [...ratings(home, score.home, score.away), ...ratings(away, score.away, score.home)],
  };
}

/** Tenths, 3.0–10.0: 6.0 for turning up, moved by goals, assists, saves, shots, cards, goals let in and the result. */
function ratings(s: Side, scored: number, conceded: number): PlayerMatchRating[] {
  const resultBonus = scored > conceded ? tune.RATING_WIN : scored < conceded ? tune.RATING_LOSS : 0;
  return s.appearances.map((a) => {
    const line = LINE_OF_ROLE[a.slot.role];
    const concededWeight = line === 'GK' ? tune.RATING_CONCEDED_GK : line === 'DF' ? tune.RATING_CONCEDED_DF : 0;
    const raw =
      tune.RATING_BASE +
      a.goals * tune.RATING_GOAL +
      a.assists * tune.RATING_ASSIST +
      a.saves * tune.RATING_SAVE +
      a.shotsOnTarget * tune.RATING_ON_TARGET -
      a.misses * tune.RATING_MISS -
      a.conceded * concededWeight -
      (a.yellows > 0 ? tune.RATING_YELLOW : 0) -
      (a.sentOff ? tune.RATING_RED : 0) +
      resultBonus +
      Math.round((a.player.rating - 60) / 10);
    return {
      playerId: a.player.id,
      side: s.side,
      rating: Math.max(30, Math.min(100, raw)),
      goals: a.goals,
      assists: a.assists,
      saves: a.saves,
      minutes: (a.off ?? MATCH_MINUTES) - a.on,
    };
  });
}
