import { toBaseUnits } from '@fc/shared';
import { STAKING_TOKEN } from '@fc/shared/contracts/game';

export type GoalAmountCheck = { ok: true; amount: bigint } | { ok: false; reason: 'empty' | 'invalid' | 'zero' | 'overBalance' };

/** What the GOAL form may send: a positive amount within the balance (the server checks it again). */
export function checkGoalAmount(text: string, balance: bigint): GoalAmountCheck {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  let amount: bigint;
  try {
    amount = toBaseUnits(STAKING_TOKEN, text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (amount <= 0n) return { ok: false, reason: 'zero' };
  if (amount > balance) return { ok: false, reason: 'overBalance' };
  return { ok: true, amount };
}
