import { useTranslation } from 'react-i18next';
import { formatDuration, useSecondsLeft, type ServerClock } from '@fc/shared';

/** "Ends in 3:04:05" to an auction's end by the server's clock; "Auction ended" once it passed. */
export function AuctionCountdown({ endsAt, clock, className }: { endsAt: number; clock: ServerClock; className?: string }) {
  const { t } = useTranslation('market');
  const left = useSecondsLeft(endsAt, clock);
  return (
    <span role="timer" className={className} data-testid="auction-countdown">
      {left > 0 ? t('market.endsIn', { time: formatDuration(left) }) : t('market.auctionEnded')}
    </span>
  );
}
