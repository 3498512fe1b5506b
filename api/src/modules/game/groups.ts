import {
  MAX_LINEUP_GROUPS,
  MIN_OWN_CARDS,
  type GameGroupSaveRequest,
  type LineupGroup,
} from '@fc/shared/contracts';
import type { Executor, Transaction } from '../../db/client';
import { AppError, invalidParams } from '../../lib/app-error';
import { unixSeconds } from '../../lib/time';
import { lockUser } from '../account';
import { changeCardState, lockOwnedCard } from '../cards';
import { LINEUP_REF_PREFIX } from './constants';
import { lineupIssues, lineupRating, lineupTokens, ownStarters, squadMap, squadOf, type SquadEntry } from './squad';
import * as repo from './lineup-repository';
import type { GroupRow } from './tables';

/**
 * Saved lineups (groups): the rules of /game/group/save, delete and activate, in the caller's transaction. A card in
 * any of the manager's groups is `battling` (joinLineup through the card state machine when it enters its first
 * group, leaveLineup when it leaves its last); the first group is the active one.
 */

/**
 * Serializes a manager's lineup changes (two saves at once cannot both pass the group limit or move a card twice);
 * `FOR NO KEY UPDATE` as the account's own lock, so rows referencing the account never deadlock with it.
 */
export async function lockManager(tx: Transaction, userId: number): Promise<void> {
  await lockUser(tx, userId);
}

export async function groupsOf(db: Executor, userId: number): Promise<GroupRow[]> {
  return repo.groupsOf(db, userId);
}

/** A public id (GameId) as a row id; null past what a row id can be (no such row). */
export function rowId(id: string): number | null {
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A group of the manager's, or NOT_FOUND (someone else's as one that does not exist). */
export async function ownedGroup(db: Executor, userId: number, groupId: string): Promise<GroupRow> {
  const id = rowId(groupId);
  const group = id === null ? null : await repo.findGroup(db, userId, id);
  if (!group) throw new AppError('NOT_FOUND', { field: 'groupId' });
  return group;
}

/** The active group, or null without one. */
export async function activeGroup(db: Executor, userId: number): Promise<GroupRow | null> {
  return repo.findActiveGroup(db, userId);
}

/** The team rating of a manager's active group, or null without one (/game/home; /game/clubs can show it too). */
export async function activeTeamRating(db: Executor, userId: number): Promise<number | null> {
  const group = await activeGroup(db, userId);
  if (!group) return null;
  return lineupRating(group, squadMap(await squadOf(db, userId, lineupTokens(group))));
}

/** Groups as the wire shows them, the manager's cards read once. */
export function groupViews(groups: readonly GroupRow[], squad: readonly SquadEntry[]): LineupGroup[] {
  const byToken = squadMap(squad);
  return groups.map((group) => ({
    groupId: String(group.id),
    name: group.name,
    formation: group.formation,
    tactics: group.tactics,
    starters: group.starters,
    substitutes: group.substitutes,
    active: group.active,
    rating: lineupRating(group, byToken),
    ownCards: ownStarters(group, byToken).length,
    issues: lineupIssues(group, byToken),
    updatedAt: unixSeconds(group.updatedAt),
  }));
}

function field(index: number, starters: number): string {
  return index < starters ? 'starters' : 'substitutes';
}

/**
 * Creates or replaces a group. Refusals, in this order, each before anything is written: the group not the caller's
 * (NOT_FOUND), a sixth group (LINEUP_GROUP_LIMIT), a card twice (INVALID_PARAMS), a card not the caller's
 * (NOT_FOUND) or not an FP card (CARD_ACTION_UNAVAILABLE), two cards of one player (LINEUP_DUPLICATE_PLAYER), fewer
 * than 3 own starters (LINEUP_TOO_FEW_CARDS), a busy card (the state machine's code).
 */
export async function saveGroup(tx: Transaction, userId: number, request: GameGroupSaveRequest, now: Date): Promise<GroupRow> {
  await lockManager(tx, userId);
  const existing = await groupsOf(tx, userId);
  const current = request.groupId === undefined ? null : existing.find((group) => String(group.id) === request.groupId);
  if (request.groupId !== undefined && !current) throw new AppError('NOT_FOUND', { field: 'groupId' });
  if (!current && existing.length >= MAX_LINEUP_GROUPS) throw new AppError('LINEUP_GROUP_LIMIT');
  const name = request.name.trim();
  if (name.length === 0) throw invalidParams('name', 'a group needs a name');

  const tokens = lineupTokens(request);
  const starterCount = request.starters.filter((token) => token !== null).length;
  const seen = new Set<string>();
  tokens.forEach((token, index) => {
    if (seen.has(token)) throw invalidParams(field(index, starterCount), 'a card stands once in a lineup');
    seen.add(token);
  });
  // Locked in token order: two transactions locking the same cards never wait on each other in a circle.
  for (const [index, token] of tokens.map((value, position) => [position, value] as const).sort((a, b) => a[1].localeCompare(b[1]))) {
    const card = await lockOwnedCard(tx, token, { userId }, field(index, starterCount));
    if (card.family !== 'fp') throw new AppError('CARD_ACTION_UNAVAILABLE', { field: field(index, starterCount) });
  }
  const squad = squadMap(await squadOf(tx, userId, tokens));
  const names = new Map<string, string>();
  tokens.forEach((token, index) => {
    const entry = squad.get(token);
    if (!entry) throw new AppError('CARD_ACTION_UNAVAILABLE', { field: field(index, starterCount) });
    if (names.has(entry.name)) throw new AppError('LINEUP_DUPLICATE_PLAYER', { field: field(index, starterCount) });
    names.set(entry.name, token);
  });
  if (starterCount < MIN_OWN_CARDS) throw new AppError('LINEUP_TOO_FEW_CARDS', { field: 'starters' });

  const elsewhere = new Set(existing.filter((group) => group.id !== current?.id).flatMap((group) => lineupTokens(group)));
  const before = new Set(current ? lineupTokens(current) : []);
  const ref = `${LINEUP_REF_PREFIX}${current?.id ?? 'new'}`;
  for (const [index, token] of tokens.entries()) {
    const entry = squad.get(token);
    if (entry?.card.state === 'battling' && (elsewhere.has(token) || before.has(token))) continue;
    try {
      await changeCardState(tx, { tokenId: token, action: 'joinLineup', by: { userId }, now, ref });
    } catch (error) {
      if (error instanceof AppError) throw new AppError(error.code, { field: field(index, starterCount) });
      throw error;
    }
  }
  for (const token of before) {
    if (!seen.has(token) && !elsewhere.has(token)) await leaveIfBattling(tx, userId, token, now, ref);
  }

  const activate = request.active === true || existing.length === 0 || (current?.active ?? false);
  if (activate) await repo.deactivateGroups(tx, userId);
  const values = {
    name,
    formation: request.formation,
    tactics: request.tactics,
    starters: request.starters,
    substitutes: request.substitutes,
    active: activate,
    updatedAt: now,
  };
  return current ? repo.updateGroup(tx, current.id, values) : repo.insertGroup(tx, { ...values, userId, createdAt: now });
}

/** A card leaving its last group goes back to rest; one that is no longer battling (an ended trial) stays as it is. */
async function leaveIfBattling(tx: Transaction, userId: number, tokenId: string, now: Date, ref: string): Promise<void> {
  const card = await lockOwnedCard(tx, tokenId, 'system').catch(() => null);
  if (!card || card.ownerId !== userId || card.state !== 'battling') return;
  await changeCardState(tx, { tokenId, action: 'leaveLineup', by: { userId }, now, ref });
}

/** Deletes a group (its queue entry with it): its cards in no other group leave the lineup; the next group becomes active. */
export async function deleteGroup(tx: Transaction, userId: number, groupId: string, now: Date): Promise<void> {
  await lockManager(tx, userId);
  const group = await ownedGroup(tx, userId, groupId);
  const others = (await groupsOf(tx, userId)).filter((row) => row.id !== group.id);
  const elsewhere = new Set(others.flatMap((row) => lineupTokens(row)));
  await repo.deleteGroupRow(tx, group.id);
  const ref = `${LINEUP_REF_PREFIX}${group.id}`;
  for (const token of lineupTokens(group)) if (!elsewhere.has(token)) await leaveIfBattling(tx, userId, token, now, ref);
  const next = others[0];
  if (group.active && next) await repo.setGroupActive(tx, next.id);
}

export async function activateGroup(tx: Transaction, userId: number, groupId: string): Promise<void> {
  await lockManager(tx, userId);
  const group = await ownedGroup(tx, userId, groupId);
  if (group.active) return;
  await repo.deactivateGroups(tx, userId);
  await repo.setGroupActive(tx, group.id);
}

/** The groups each token stands in. */
export function groupIdsByToken(groups: readonly GroupRow[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const group of groups) for (const token of lineupTokens(group)) map.set(token, [...(map.get(token) ?? []), String(group.id)]);
  return map;
}

