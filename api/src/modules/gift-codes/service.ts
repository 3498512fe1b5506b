import {
  GIFT_CODE_PATTERN,
  normalizeGiftCode,
  type CodeExchangeResponse,
  type CodeHistoryResponse,
  type GiftCodeGrant,
  type GiftCodeRedemption,
} from '@fc/shared/contracts';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { mintCard } from '../cards';
import { LedgerReason, applyLedgerEntry } from '../wallet';
import { GIFT_CODE_REF_PREFIX } from './constants';
import * as repo from './repository';
import type { ReceivedGrants } from './tables';

function redemptionView(code: string, received: ReceivedGrants, redeemedAt: Date): GiftCodeRedemption {
  return { code, received: received.grants, tokenIds: received.tokenIds, redeemedAt: unixSeconds(redeemedAt) };
}

/** Gives what one grant of a code says, in the redemption's transaction; answers the tokenIds minted. */
async function give(tx: Transaction, userId: number, code: string, grant: GiftCodeGrant, now: Date): Promise<string[]> {
  if (grant.kind === 'currency') {
    await applyLedgerEntry(tx, { userId, currency: grant.currency, delta: BigInt(grant.amount), reason: LedgerReason.giftCode, ref: code }, now);
    return [];
  }
  const tokenIds: string[] = [];
  for (let n = 0; n < grant.quantity; n += 1) {
    const spec = grant.kind === 'item' ? ({ family: 'item', kind: grant.item } as const) : ({ family: 'pack', kind: grant.pack } as const);
    tokenIds.push((await mintCard(tx, userId, spec, now, `${GIFT_CODE_REF_PREFIX}${code}`)).tokenId);
  }
  return tokenIds;
}

export function createGiftCodesService(deps: { db: Database; now: () => Date }) {
  const { db, now } = deps;
  return {
    /**
     * Redeems a code for this account: every check first (known and enabled, not expired, not redeemed by this
     * account, a use left), under the code's row lock so that concurrent redemptions are counted one after the other,
     * then the use, the grants (ledger rows, minted cards) and the redemption, all in one transaction.
     */
    async exchange(userId: number, typed: string): Promise<CodeExchangeResponse> {
      const code = normalizeGiftCode(typed);
      if (code === '') throw new AppError('GIFT_CODE_REQUIRED', { field: 'code' });
      if (!GIFT_CODE_PATTERN.test(code)) throw new AppError('GIFT_CODE_INVALID', { field: 'code' });
      return db.transaction(async (tx) => {
        const at = now();
        const row = await repo.lockGiftCode(tx, code);
        if (!row || row.disabledAt) throw new AppError('GIFT_CODE_INVALID', { field: 'code' });
        if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) throw new AppError('GIFT_CODE_EXPIRED', { field: 'code' });
        if (await repo.hasRedeemed(tx, row.id, userId)) throw new AppError('GIFT_CODE_USED', { field: 'code' });
        if (row.usesCount >= row.usesTotal) throw new AppError('GIFT_CODE_USED_UP', { field: 'code' });
        await repo.countUse(tx, row.id);
        const tokenIds: string[] = [];
        for (const grant of row.grants) tokenIds.push(...(await give(tx, userId, code, grant, at)));
        const received = { grants: row.grants, tokenIds };
        await repo.insertRedemption(tx, row.id, userId, received, at);
        return redemptionView(code, received, at);
      });
    },

    async history(userId: number): Promise<CodeHistoryResponse> {
      const rows = await repo.redemptionsOf(db, userId);
      return { list: rows.map((row) => redemptionView(row.code, row.received, row.redeemedAt)) };
    },
  };
}
