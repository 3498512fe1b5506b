import { useTranslation } from 'react-i18next';
import { errorKey, formatDate, formatDuration, toApiLanguage, useSecondsLeft, type ServerClock, type SquadCard } from '@fc/shared';
import { hasStamina, isUsable } from '../lib/lineup';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Seconds from the server's clock as last answered to `until` (0 once it passed). */
function secondsTo(until: number, clock: ServerClock): number {
  return Math.max(0, until - clock.now - Math.floor(Math.max(0, Date.now() - clock.answeredAt) / 1000));
}

/** What keeps a card out of a lineup, in words (its end as the time left now), or null when it can play. */
export function useBlockText(clock: ServerClock): (card: SquadCard, groupId: string | null) => string | null {
  const { t } = useTranslation('game');
  return (card, groupId) => blockText(t, card, groupId, card.blockedBy?.until == null ? 0 : secondsTo(card.blockedBy.until, clock));
}

function blockText(t: Translate, card: SquadCard, groupId: string | null, secondsLeft: number): string | null {
  if (isUsable(card, groupId)) return null;
  const block = card.blockedBy;
  if (!block) return t('lineup.blocked.unknown', { reason: card.refusal === null ? t('errors:UNKNOWN') : t(`errors:${errorKey(card.refusal)}`) });
  if (block.reason === 'trialEnded' && block.until !== null) return t('lineup.blocked.trialEnded', { date: formatDate(block.until, toApiLanguage()) });
  if ((block.reason === 'frozen' || block.reason === 'training') && block.until !== null) {
    return secondsLeft > 0 ? t(`lineup.blocked.${block.reason}`, { time: formatDuration(secondsLeft) }) : t(`lineup.blocked.${block.reason}Ending`);
  }
  return t(`lineup.blocked.${block.reason}Plain`);
}

/** One squad card's status under its name: free to play, too tired for a match, or what keeps it out (live countdown). */
export function CardStatus({ card, groupId, clock, id, className, warnClassName }: { card: SquadCard; groupId: string | null; clock: ServerClock; id?: string; className?: string; warnClassName?: string }) {
  const { t } = useTranslation('game');
  const counting = card.blockedBy?.reason === 'frozen' || card.blockedBy?.reason === 'training';
  const left = useSecondsLeft(counting ? card.blockedBy?.until : null, clock);
  const blocked = blockText(t, card, groupId, left);
  if (blocked !== null) {
    return (
      <span id={id} className={warnClassName} data-testid="card-status" data-status="blocked">
        {blocked}
      </span>
    );
  }
  if (!hasStamina(card)) {
    return (
      <span id={id} className={warnClassName} data-testid="card-status" data-status="tired">
        {t('lineup.tired', { stamina: card.card.fp?.stamina ?? 0, cost: card.matchCost })}
      </span>
    );
  }
  return (
    <span id={id} className={className} data-testid="card-status" data-status="free">
      {t('lineup.available')}
    </span>
  );
}
