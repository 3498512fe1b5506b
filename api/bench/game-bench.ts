// TopManager's queue under load (issue 13): BENCH_GAME_MANAGERS managers (1,000) with lineups of their trial squads
// (3 to 11 own cards, so team ratings spread) join the ranked queue over BENCH_GAME_ARRIVAL_S simulated seconds; the
// matchmaker runs one pass per simulated second, as its loop does, until the queue is empty. Prints the matches played
// (manager against manager, against an NPC club), matches per second of matchmaker work (each match played by the
// engine and recorded with its energy, stamina, XP, points and report in one transaction) and the wait to a match
// (simulated seconds: p50, p99). A figure to compare between changes, not a test.
import { eq } from 'drizzle-orm';
import { DEFAULT_TACTICS, SEASON_EPOCH_S, type GameGroupSaveRequest } from '@fc/shared/contracts';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/lib/crypto';
import { createActivatedAccount } from '../src/modules/account/registration';
import { ownedCards } from '../src/modules/cards/repository';
import { saveGroup } from '../src/modules/game/groups';
import { joinQueue, runMatchmaker } from '../src/modules/game/queue';
import { gameQueue } from '../src/modules/game/tables';

const MANAGERS = Number(process.env.BENCH_GAME_MANAGERS ?? 1_000);
const ARRIVAL_S = Number(process.env.BENCH_GAME_ARRIVAL_S ?? 100);
/** Past the NPC wait and then some: every entry is matched by then. */
const DRAIN_S = 45;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function gameBench(): Promise<void> {
  // A day of season S0, noon UTC: no reward job falls inside the run.
  let clockMs = (SEASON_EPOCH_S + 3 * 86_400 + 12 * 3_600) * 1_000;
  const now = () => new Date(clockMs);
  const app = buildApp({ pgliteDir: process.env.DATABASE_URL ? undefined : 'memory://', rateLimit: false, jobTimers: false, now });
  await app.ready();
  try {
    const started = Date.now();
    const passwordHash = await hashPassword('bench-manager-1');
    const userIds: number[] = [];
    await app.db.transaction(async (tx) => {
      for (let index = 0; index < MANAGERS; index += 1) {
        const user = await createActivatedAccount(tx, `bench-manager-${index}-${started}@fc.example`, passwordHash, now());
        if (!user) throw new Error('a bench manager exists');
        userIds.push(user.id);
      }
    });
    for (const [index, userId] of userIds.entries()) {
      const squad = (await ownedCards(app.db, userId, 'fp')).map((card) => card.tokenId);
      const own = 3 + (index % 9);
      const lineup: GameGroupSaveRequest = {
        name: 'Bench XI',
        formation: '4-4-2',
        tactics: DEFAULT_TACTICS,
        starters: Array.from({ length: 11 }, (_, slot) => (slot < own ? (squad[slot] ?? null) : null)),
        substitutes: [],
      };
      await app.db.transaction((tx) => saveGroup(tx, userId, lineup, now()));
    }
    console.log(`\nTopManager queue: ${MANAGERS} managers with lineups ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const waits: number[] = [];
    const seen = new Set<number>();
    let passMs = 0;
    let humanMatches = 0;
    let npcMatches = 0;
    let passes = 0;
    const perSecond = MANAGERS / ARRIVAL_S;
    for (let second = 0; second < ARRIVAL_S + DRAIN_S; second += 1) {
      const arriving = userIds.slice(Math.floor(second * perSecond), Math.floor((second + 1) * perSecond));
      for (const userId of arriving) await app.db.transaction((tx) => joinQueue(tx, userId, { mode: 'ranked' }, now()));
      const before = performance.now();
      const pass = await runMatchmaker(app.db, now());
      passMs += performance.now() - before;
      passes += 1;
      humanMatches += pass.matched;
      npcMatches += pass.npc;
      const matched = await app.db.select().from(gameQueue).where(eq(gameQueue.state, 'matched'));
      for (const row of matched) {
        if (seen.has(row.userId)) continue;
        seen.add(row.userId);
        waits.push(Math.round((clockMs - row.enteredAt.getTime()) / 1000));
      }
      clockMs += 1_000;
    }
    waits.sort((a, b) => a - b);
    const matches = humanMatches + npcMatches;
    console.table([
      {
        managers: MANAGERS,
        'arrivals (per s)': perSecond,
        'manager v manager': humanMatches,
        'v NPC': npcMatches,
        'matched managers': waits.length,
        'matchmaker passes': passes,
        'matchmaker time (s)': Number((passMs / 1000).toFixed(2)),
        'matches/s': Math.round(matches / (passMs / 1000)),
        'wait p50 (s)': percentile(waits, 50),
        'wait p99 (s)': percentile(waits, 99),
      },
    ]);
    console.log(`database: ${app.dbHandle.kind}; a pass plays each match in its own savepoint of one transaction.`);
    if (waits.length !== MANAGERS) process.exitCode = 1;
  } finally {
    await app.close();
  }
}
