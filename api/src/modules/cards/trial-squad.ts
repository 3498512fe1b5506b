import { randomInt } from 'node:crypto';
import type { Transaction } from '../../db/client';
import { addMs } from '../../lib/time';
import { playersPreferring } from '../catalog';
import { TRIAL_DAYS, TRIAL_RARITY, TRIAL_SQUAD } from './constants';
import { mintCard, type CardRow } from './repository';

const DAY_MS = 86_400_000;

/**
 * Gives a new account its trial squad (sign-up confirmation): one trial FP card per position of a 4-4-2, each a
 * different player of that position, for TRIAL_DAYS. Trial cards are free and outside the supply.
 */
export async function grantTrialSquad(tx: Transaction, userId: number, now: Date): Promise<CardRow[]> {
  const trialUntil = addMs(now, TRIAL_DAYS * DAY_MS);
  const taken = new Set<number>();
  const squad: CardRow[] = [];
  for (const preferred of TRIAL_SQUAD) {
    const candidates = (await playersPreferring(tx, preferred)).filter((player) => !taken.has(player.id));
    const player = candidates[randomInt(candidates.length)];
    if (!player) throw new Error(`no player left for a trial ${preferred}`);
    taken.add(player.id);
    squad.push(await mintCard(tx, userId, { family: 'fp', playerId: player.id, rarity: TRIAL_RARITY, trialUntil }, now, 'trial-squad'));
  }
  return squad;
}
