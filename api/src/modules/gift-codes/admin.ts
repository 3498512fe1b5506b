import { randomInt } from 'node:crypto';
import {
  CURRENCIES,
  fromBaseUnits,
  GIFT_CODE_MAX_QUANTITY,
  GIFT_CODE_PATTERN,
  ITEM_KINDS,
  normalizeGiftCode,
  PACK_KINDS,
  toBaseUnits,
  type Currency,
  type GiftCodeGrant,
  type ItemKind,
  type PackKind,
} from '@fc/shared/contracts';
import type { Executor } from '../../db/client';
import { DRAWN_CODE_ALPHABET, DRAWN_CODE_LENGTH } from './constants';
import * as repo from './repository';

/** An operator's mistake: the CLI prints it, the dev route answers INVALID_PARAMS. */
export class GiftCodeSpecError extends Error {
  override name = 'GiftCodeSpecError';
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

function quantity(text: string | undefined, grant: string): number {
  const value = Number(text ?? '1');
  if (!Number.isInteger(value) || value < 1 || value > GIFT_CODE_MAX_QUANTITY) {
    throw new GiftCodeSpecError(`${grant}: the quantity must be a whole number from 1 to ${GIFT_CODE_MAX_QUANTITY}`);
  }
  return value;
}

/**
 * One `--grant` of the CLI: `TMT:100` (whole units of a currency, decimals allowed), `item:energyDrink:2`,
 * `pack:allStar` (quantity 1 unless given).
 */
export function parseGrant(text: string): GiftCodeGrant {
  const [head = '', second, third] = text.split(':');
  if (head === 'item' || head === 'pack') {
    const kinds: readonly string[] = head === 'item' ? ITEM_KINDS : PACK_KINDS;
    if (second === undefined || !kinds.includes(second)) throw new GiftCodeSpecError(`${text}: the ${head} must be one of ${kinds.join(', ')}`);
    return head === 'item'
      ? { kind: 'item', item: second as ItemKind, quantity: quantity(third, text) }
      : { kind: 'pack', pack: second as PackKind, quantity: quantity(third, text) };
  }
  const currency = head.toUpperCase();
  if (!isOneOf(CURRENCIES, currency) || second === undefined || third !== undefined) {
    throw new GiftCodeSpecError(`${text}: expected CURRENCY:amount (${CURRENCIES.join(', ')}), item:<kind>[:n] or pack:<kind>[:n]`);
  }
  return { kind: 'currency', currency, amount: baseUnits(currency, second, text).toString() };
}

function baseUnits(currency: Currency, whole: string, grant: string): bigint {
  let amount: bigint;
  try {
    amount = toBaseUnits(currency, whole);
  } catch {
    throw new GiftCodeSpecError(`${grant}: ${whole} is not an amount of ${currency}`);
  }
  if (amount <= 0n) throw new GiftCodeSpecError(`${grant}: the amount must be above 0`);
  return amount;
}

function drawCode(): string {
  return Array.from({ length: DRAWN_CODE_LENGTH }, () => DRAWN_CODE_ALPHABET[randomInt(DRAWN_CODE_ALPHABET.length)]).join('');
}

export interface GiftCodeSpec {
  /** Drawn when not given. */
  code?: string;
  uses: number;
  grants: GiftCodeGrant[];
  expiresAt?: Date | null;
}

/** Creates a code (the CLI's `create`, the dev route); answers the stored row. */
export async function createGiftCode(db: Executor, spec: GiftCodeSpec, now: Date): Promise<repo.GiftCodeRow> {
  if (!Number.isInteger(spec.uses) || spec.uses < 1) throw new GiftCodeSpecError('the uses must be a whole number above 0');
  if (spec.grants.length === 0) throw new GiftCodeSpecError('a code grants something: give at least one --grant');
  for (const grant of spec.grants) if (grant.kind === 'currency' && BigInt(grant.amount) <= 0n) throw new GiftCodeSpecError('a currency grant must be above 0');
  if (spec.expiresAt && spec.expiresAt.getTime() <= now.getTime()) throw new GiftCodeSpecError('the expiry must be in the future');
  const chosen = spec.code === undefined ? undefined : normalizeGiftCode(spec.code);
  if (chosen !== undefined && !GIFT_CODE_PATTERN.test(chosen)) throw new GiftCodeSpecError(`the code must be 4 to 32 letters and digits: ${spec.code}`);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await repo.insertGiftCode(db, { code: chosen ?? drawCode(), grants: spec.grants, usesTotal: spec.uses, expiresAt: spec.expiresAt ?? null }, now);
    if (row) return row;
    if (chosen !== undefined) throw new GiftCodeSpecError(`the code ${chosen} exists already`);
  }
  throw new Error('could not draw a free gift code');
}

export { allGiftCodes as listGiftCodes, disableGiftCode } from './repository';

/** A grant as the CLI prints it, the inverse of parseGrant. */
export function describeGrant(grant: GiftCodeGrant): string {
  if (grant.kind === 'item') return `item:${grant.item}:${grant.quantity}`;
  if (grant.kind === 'pack') return `pack:${grant.pack}:${grant.quantity}`;
  return `${grant.currency}:${fromBaseUnits(grant.currency, grant.amount)}`;
}

