import { PVE_LADDER, type GamePveResponse, type PveStage } from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { clubNames } from '../catalog';
import { mintCard } from '../cards';
import { activeGroup, lockManager, ownedGroup } from './groups';
import { npcSide, playRecorded, prepareHuman } from './match';
import * as repo from './repository';

/**
 * PVE (issue 13): a ladder of NPC clubs of rising rating, played at once with a lineup (energy, stamina and XP as any
 * match, no ranking points). Stage 1 is open; a win opens the next; the first win of a stage gives its item.
 */

/** The catalog club each stage's NPC team plays as (the stage's place in the catalog's club order). */
async function stageClubs(db: Executor): Promise<string[]> {
  const names = await clubNames(db);
  return PVE_LADDER.map((stage, index) => names[index % Math.max(1, names.length)] ?? `NPC ${stage.stage}`);
}

async function clearedStages(db: Executor, userId: number): Promise<Set<number>> {
  return new Set(await repo.clearedStages(db, userId));
}

const unlockedFor = (cleared: ReadonlySet<number>, stage: number) => stage === 1 || cleared.has(stage - 1);

export async function pveLadder(db: Executor, userId: number | null): Promise<GamePveResponse> {
  const [names, cleared] = await Promise.all([stageClubs(db), userId === null ? new Set<number>() : clearedStages(db, userId)]);
  const stages = [];
  for (const [index, stage] of PVE_LADDER.entries()) {
    const last = userId === null ? null : await repo.lastPveMatch(db, userId, stage.stage);
    stages.push({
      stage: stage.stage,
      club: names[index] ?? '',
      rating: stage.rating,
      firstWinItem: stage.firstWinItem,
      unlocked: unlockedFor(cleared, stage.stage),
      cleared: cleared.has(stage.stage),
      lastMatchId: last ? String(last.id) : null,
    });
  }
  return { stages };
}

/** Plays a stage now with the group (the active one by default), at home; answers the match's id. */
export async function playPve(tx: Transaction, userId: number, request: { stage: number; groupId?: string }, now: Date): Promise<number> {
  const stage: PveStage | undefined = PVE_LADDER.find((entry) => entry.stage === request.stage);
  if (!stage) throw new AppError('INVALID_PARAMS', { field: 'stage' });
  await lockManager(tx, userId);
  const cleared = await clearedStages(tx, userId);
  if (!unlockedFor(cleared, stage.stage)) throw new AppError('PVE_STAGE_LOCKED', { field: 'stage' });
  const group = request.groupId === undefined ? await activeGroup(tx, userId) : await ownedGroup(tx, userId, request.groupId);
  if (!group) throw new AppError('NO_LINEUP');
  const home = await prepareHuman(tx, userId, group, now, tx);
  const club = (await stageClubs(tx))[stage.stage - 1] ?? `NPC ${stage.stage}`;
  const away = async (seed: string) => npcSide(club, stage.rating, seed);
  const { match } = await playRecorded(tx, { mode: 'pve', stage: stage.stage, home, away, drawers: ['home'], now });
  if (match.homeReport?.outcome === 'win' && !cleared.has(stage.stage)) {
    await repo.insertPveClear(tx, { userId, stage: stage.stage, matchId: match.id, clearedAt: now });
    await mintCard(tx, userId, { family: 'item', kind: stage.firstWinItem }, now, `pve:${stage.stage}`);
  }
  return match.id;
}
