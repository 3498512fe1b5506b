/**
 * The engine's tuning: how often things happen and how much attributes and tactics weigh. Calibrated so that equal
 * teams end about 45 % home wins, 25 % draws and 2.5–3 goals a match (engine.test.ts prints the distribution).
 * Changing any number here changes results for the same seed: bump MATCH_ENGINE_VERSION with it.
 */
import type { Formation, Mentality, Pressing, Tempo } from '../contracts/game-constants';
import type { PreferredPosition } from '../contracts/cards-constants';

// Role fit: a player out of his best role.
export const FIT_SAME_LINE = 0.9;
export const FIT_NEXT_LINE = 0.8;
export const FIT_FAR_LINE = 0.7;
export const FIT_OUT_OF_GOAL = 0.4;

/** What a unit counts of each slot: attack (making chances), control (having the ball), defence (stopping chances). */
export const ATTACK_WEIGHT: Record<PreferredPosition, number> = {
  GK: 0, CB: 0.05, LB: 0.15, RB: 0.15, CDM: 0.15, CM: 0.35, CAM: 0.75, LM: 0.55, RM: 0.55, LW: 0.9, RW: 0.9, ST: 1,
};
export const CONTROL_WEIGHT: Record<PreferredPosition, number> = {
  GK: 0.05, CB: 0.2, LB: 0.35, RB: 0.35, CDM: 0.9, CM: 1, CAM: 0.9, LM: 0.7, RM: 0.7, LW: 0.45, RW: 0.45, ST: 0.25,
};
export const DEFENCE_WEIGHT: Record<PreferredPosition, number> = {
  GK: 0, CB: 1, LB: 0.85, RB: 0.85, CDM: 0.75, CM: 0.4, CAM: 0.15, LM: 0.3, RM: 0.3, LW: 0.1, RW: 0.1, ST: 0.05,
};
/** Each formation's lean: attack, control, defence. */
export const FORMATION_SHAPE: Record<Formation, Record<'attack' | 'control' | 'defence', number>> = {
  '4-4-2': { attack: 1, control: 1, defence: 1 },
  '4-3-3': { attack: 1.04, control: 0.99, defence: 0.97 },
  '3-5-2': { attack: 1, control: 1.04, defence: 0.97 },
  '4-2-3-1': { attack: 0.99, control: 1.03, defence: 0.99 },
  '5-3-2': { attack: 0.94, control: 0.98, defence: 1.06 },
};

// Tactics.
export const MENTALITY_ATTACK: Record<Mentality, number> = { defensive: 0.85, balanced: 1, attacking: 1.15 };
export const MENTALITY_CONCEDE: Record<Mentality, number> = { defensive: 0.88, balanced: 1, attacking: 1.1 };
export const PRESSING_CONTROL: Record<Pressing, number> = { low: 0.96, medium: 1, high: 1.05 };
export const PRESSING_FOULS: Record<Pressing, number> = { low: 0.8, medium: 1, high: 1.25 };
export const PRESSING_FATIGUE: Record<Pressing, number> = { low: 0.85, medium: 1, high: 1.2 };
export const TEMPO_CHANCES: Record<Tempo, number> = { slow: 0.92, normal: 1, fast: 1.08 };
export const TEMPO_FATIGUE: Record<Tempo, number> = { slow: 0.9, normal: 1, fast: 1.15 };

// Home advantage: a little more of the ball, more chances made and fewer let in.
export const HOME_CONTROL = 1.03;
export const HOME_EDGE = 1.14;

// Rates.
export const CHANCE_PER_MINUTE = 0.3;
export const ASSISTED = 0.7;
export const CHANCE_TO_SHOT = 0.78;
export const SHOT_BLOCKED = 0.18;
export const ON_TARGET_BASE = 0.3;
export const ON_TARGET_SKILL = 0.25;
export const WOODWORK = 0.08;
export const GOAL_ON_TARGET = 0.46;
export const LUCK_EFFECT = 0.001;
/** A side with no goalkeeper left. */
export const NO_KEEPER = 20;

export const FOUL_PER_MINUTE = 0.25;
export const YELLOW_PER_FOUL = 0.14;
export const STRAIGHT_RED = 0.002;

// Tiring and substitutions.
export const FATIGUE_PER_MINUTE = 0.008;
export const FATIGUE_EFFECT = 0.2;
export const SUBSTITUTION_MINUTES: readonly number[] = [58, 66, 74, 82];
export const SUBSTITUTE_AT_FATIGUE = 0.3;
export const MAX_SUBSTITUTIONS = 5;

// Player ratings, tenths.
export const RATING_BASE = 60;
export const RATING_GOAL = 10;
export const RATING_ASSIST = 6;
export const RATING_SAVE = 4;
export const RATING_ON_TARGET = 1;
export const RATING_MISS = 1;
export const RATING_CONCEDED_GK = 4;
export const RATING_CONCEDED_DF = 2;
export const RATING_YELLOW = 3;
export const RATING_RED = 15;
export const RATING_WIN = 5;
export const RATING_LOSS = -4;
