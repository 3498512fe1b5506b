import type { GameRankingRequest } from '@fc/shared';
import { CLUB_SEARCH_MAX_LENGTH, RANKING_SCOPES, type RankingScope } from '@fc/shared/contracts/game';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/**
 * The request the page's query string asks for (`?scope=season&season=1&q=north&page=2`), anything malformed left
 * out: the server still checks it all.
 */
export function rankingRequest(params: URLSearchParams): GameRankingRequest {
  const scopeParam = params.get('scope');
  const scope: RankingScope = RANKING_SCOPES.find((candidate) => candidate === scopeParam) ?? 'daily';
  const request: GameRankingRequest = { scope };
  const season = positiveInt(params.get('season'));
  const day = params.get('day');
  const q = params.get('q')?.trim().slice(0, CLUB_SEARCH_MAX_LENGTH);
  const page = positiveInt(params.get('page'));
  if (scope === 'season' && season !== undefined) request.season = season;
  if (scope === 'daily' && day && DAY_PATTERN.test(day)) request.day = day;
  if (q) request.q = q;
  if (page !== undefined && page > 1) request.page = page;
  return request;
}
