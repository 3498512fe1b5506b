import { MATCH_POINTS, seasonAt, utcDay, type MatchOutcome } from '@fc/shared/contracts';
import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDayPoints } from './repository';

/**
 * Adds a ranked match's outcome to the manager's points of the UTC day it was played, in the match's transaction
 * (the only writer of manager_points); `withTrialCards` counts them as won with trial cards too. Refused before S0
 * ("new season not started").
 */
export async function addMatchPoints(tx: Transaction, userId: number, outcome: MatchOutcome, now: Date, withTrialCards = false): Promise<number> {
  const nowS = Math.floor(now.getTime() / 1000);
  const season = seasonAt(nowS);
  if (!season) throw new AppError('SEASON_NOT_STARTED');
  const points = MATCH_POINTS[outcome];
  const won = outcome === 'win' ? 1 : 0;
  const drawn = outcome === 'draw' ? 1 : 0;
  const lost = outcome === 'loss' ? 1 : 0;
  const trialPoints = withTrialCards ? points : 0;
  await addDayPoints(tx, { userId, day: utcDay(nowS), season: season.index, points, trialPoints, won, drawn, lost }, now);
  return points;
}
