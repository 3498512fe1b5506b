import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sessions, subscriptions, users, verificationCodes } from '../src/modules/account/tables';
import { mailOutbox } from '../src/modules/dev/tables';
import { messages } from '../src/modules/messages/tables';
import { googleAuthenticators, securityChanges } from '../src/modules/security/tables';
import { withdrawalAddresses, withdrawals } from '../src/modules/withdrawals/tables';
import { boundWallets, siweNonces } from '../src/modules/siwe/tables';
import { appSecrets } from '../src/modules/system/tables';
import { jobRuns } from '../src/jobs/tables';
import { rateLimitHits } from '../src/plugins/rate-limit-repository';
import { devClock } from '../src/modules/dev/tables';
import { balances, ledger } from '../src/modules/wallet/tables';
import { clubs, leagues, players } from '../src/modules/catalog/tables';
import { campAttempts, cardEvents, cardOpenings, cards, cardSupply, fpCards, fpCardSkills } from '../src/modules/cards/tables';
import { managerEnergy } from '../src/modules/energy/tables';
import { grants } from '../src/modules/grants/tables';
import { trainings } from '../src/modules/training/tables';
import { poolSaleCommitments, poolSales } from '../src/modules/pool-sale/tables';
import { liveEvents, liveSequences, liveTickets } from '../src/modules/events/tables';
import { giftCodeRedemptions, giftCodes } from '../src/modules/gift-codes/tables';
import { referralConsumption, referralRewards } from '../src/modules/referral/tables';
import { goodsDailyCounts, goodsPurchases } from '../src/modules/goods/tables';
import { shopPurchases, shopRotations, shopStock, shopUserCounts } from '../src/modules/shop/tables';
import { orders, paymentEvents, sandboxPayments, sandboxWebhooks } from '../src/modules/payments/tables';
import { chainContracts, chainCursors, chainDepositAddresses, chainDeposits, nftWithdrawals } from '../src/modules/chain/tables';
import { packDailyCounts, packPurchases, packReservations, packSeries, packUserCounts } from '../src/modules/packs/tables';
import { marketBids, marketCancelCounts, marketFavorites, marketListings } from '../src/modules/market/tables';
import { gameMatches, gameQueue, lineupGroups, pveClears } from '../src/modules/game/tables';
import { managerPoints } from '../src/modules/ranking/tables';
import { pvpChallenges } from '../src/modules/pvp/tables';
import { drawCommitments, draws } from '../src/modules/draw/tables';
import { fairOutcomes, fairSeedPairs } from '../src/modules/fair/tables';
import { topPrizePayouts } from '../src/modules/top-prize/tables';
import { airdropRounds, cardStakes, goalStakes } from '../src/modules/staking/tables';
import { tmtPurchases } from '../src/modules/buy-tmt/tables';
import { vitalsHistogram } from '../src/modules/vitals/tables';
import { createTestApp, TABLES, UNFINGERPRINTED_TABLE, type TestApp } from './helpers/build-app';

// The SQL migrations are the source of truth; the Drizzle tables must describe them exactly.
const tables: PgTable[] = [users, sessions, verificationCodes, subscriptions, googleAuthenticators, messages, ledger, balances, mailOutbox, appSecrets, jobRuns, leagues, clubs, players, cardSupply, cards, fpCards, cardEvents, cardOpenings, fpCardSkills, campAttempts, managerEnergy, grants, trainings, liveEvents, liveSequences, liveTickets, giftCodes, giftCodeRedemptions, referralConsumption, referralRewards, goodsPurchases, goodsDailyCounts, orders, paymentEvents, sandboxPayments, sandboxWebhooks, chainContracts, chainDepositAddresses, chainCursors, chainDeposits, nftWithdrawals, securityChanges, withdrawals, withdrawalAddresses, siweNonces, boundWallets, shopRotations, shopStock, shopUserCounts, shopPurchases, poolSales, poolSaleCommitments, packSeries, packReservations, packUserCounts, packDailyCounts, packPurchases, marketListings, marketBids, marketFavorites, marketCancelCounts, lineupGroups, gameMatches, gameQueue, pveClears, managerPoints, pvpChallenges, drawCommitments, draws, topPrizePayouts,
  // Staking (issue 14).
  cardStakes, goalStakes, airdropRounds,
  // Buying TMT (issue 24).
  tmtPurchases,
  // Real-user vitals (issue 25).
  vitalsHistogram,
  // Rate limits shared by every API process (issue 27).
  rateLimitHits,
  // /dev/clock shared by every API process (issue 27).
  devClock,
  // Provably fair (issue 29).
  fairSeedPairs, fairOutcomes];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ColumnInfo {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
}

it('every Drizzle table matches the migrated table column for column', async () => {
  const rows = await t.app.dbHandle.rawTransaction((raw) =>
    raw.query<ColumnInfo>("SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'"),
  );
  for (const table of tables) {
    const config = getTableConfig(table);
    const inDatabase = rows
      .filter((row) => row.table_name === config.name)
      .map((row) => ({ name: row.column_name, notNull: row.is_nullable === 'NO' }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const inDrizzle = config.columns
      .map((column) => ({ name: column.name, notNull: column.notNull || column.primary }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect({ table: config.name, columns: inDrizzle }).toEqual({ table: config.name, columns: inDatabase });
  }
});

it('every migrated table is listed in TABLES and mirrored by a Drizzle table', async () => {
  const rows = await t.app.dbHandle.rawTransaction((raw) =>
    raw.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations'"),
  );
  expect(rows.map((row) => row.table_name).sort()).toEqual([...TABLES].sort());
  expect(tables.map((table) => getTableConfig(table).name).sort()).toEqual([...TABLES].sort());
});

it('the fingerprint helper notices an update that keeps the row count', async () => {
  await t.app.dbHandle.rawTransaction((raw) =>
    raw.exec("INSERT INTO subscriptions (email, receive_info, language) VALUES ('fingerprint@example.com', true, 'en-US')"),
  );
  const before = await t.fingerprint();
  expect(Object.keys(before).sort()).toEqual(expect.arrayContaining(TABLES.filter((table) => table !== UNFINGERPRINTED_TABLE).sort()));
  await t.app.dbHandle.rawTransaction((raw) => raw.exec("UPDATE subscriptions SET receive_info = false WHERE email = 'fingerprint@example.com'"));
  const after = await t.fingerprint();
  expect(after.subscriptions).not.toBe(before.subscriptions);
  expect({ ...after, subscriptions: before.subscriptions }).toEqual(before);
});
