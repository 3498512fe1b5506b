import { ApiPaths, DEFAULT_TACTICS, isPlayedMatch, type GameGroupResponse, type GameGroupSaveRequest, type GameMatchResponse, type PlayedGameMatch } from '@fc/shared/contracts';
import { ownedCards } from '../../src/modules/cards/repository';
import type { TestApp } from './build-app';
import { quickUsers, type QuickUser } from './quick-users';

/** A manager of the game's tests: an activated account and its trial squad's token ids, a 4-4-2 in slot order, GK first. */
export interface Manager extends QuickUser {
  squad: string[];
}

export async function manager(t: TestApp, prefix = 'manager'): Promise<Manager> {
  const [user] = await quickUsers(t, 1, {}, prefix);
  if (!user) throw new Error('no user');
  const cards = await ownedCards(t.app.db, user.userId, 'fp');
  return { ...user, squad: cards.map((card) => card.tokenId) };
}

/** A 4-4-2 group of `starters` (null: an empty slot, which a system card plays). */
export function lineup(starters: (string | null)[], extra: Partial<GameGroupSaveRequest> = {}): GameGroupSaveRequest {
  return { name: 'XI', formation: '4-4-2', tactics: DEFAULT_TACTICS, starters, substitutes: [], ...extra };
}

/** The trial squad's first eleven, only the first `own` of them (the rest empty slots). */
export function squadLineup(m: Pick<Manager, 'squad'>, own = 11): GameGroupSaveRequest {
  return lineup(m.squad.slice(0, 11).map((token, slot) => (slot < own ? token : null)));
}

/** Saves the manager's first group, which becomes the active one, and expects it accepted. */
export async function saveLineup(t: TestApp, m: Pick<Manager, 'token'>, request: GameGroupSaveRequest): Promise<void> {
  const saved = await t.call<GameGroupResponse>(ApiPaths.gameGroupSave, request, { token: m.token });
  if (saved.r !== 0) throw new Error(`the lineup was refused: r ${saved.r}`);
}

/** A manager with an active lineup of the trial squad's first `own` cards. */
export async function readyManager(t: TestApp, prefix = 'manager', own = 11): Promise<Manager> {
  const m = await manager(t, prefix);
  await saveLineup(t, m, squadLineup(m, own));
  return m;
}

/** A match report the engine has played (its seed, reports and result present), or the test fails here. */
export function played(match: GameMatchResponse): PlayedGameMatch {
  if (!isPlayedMatch(match)) throw new Error(`match ${match.matchId} is ${match.state}, not played`);
  return match;
}
