import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedGameMatch, MatchEvent } from '@fc/shared';
import type { playersById } from '../lib/timeline';

type Players = ReturnType<typeof playersById>;

/** The phrases that also name the other player when the event has one (the assist, the goalkeeper). */
const NAMED_OTHER: Partial<Record<MatchEvent['kind'], string>> = {
  goal: 'match.events.goalAssisted',
  save: 'match.events.saveBy',
};

/** Puts an event into words, naming its players from the match's lineups. */
export function useEventPhrase(match: PlayedGameMatch, players: Players): (event: MatchEvent) => string {
  const { t } = useTranslation('game');
  return useCallback(
    (event: MatchEvent) => {
      const club = event.side ? match.input[event.side].name : '';
      const name = (id: string | null) => {
        const player = id ? players.get(id) : undefined;
        if (player) return player.name;
        return event.side ? t('match.someone', { club }) : t('match.someoneAnywhere');
      };
      const key = (event.otherId ? NAMED_OTHER[event.kind] : undefined) ?? `match.events.${event.kind}`;
      return t(key, { player: name(event.playerId), other: name(event.otherId), club, home: event.home, away: event.away });
    },
    [match, players, t],
  );
}
