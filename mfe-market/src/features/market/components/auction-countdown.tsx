import { useTranslation } from 'react-i18next';
import { formatSecondsLeft, useSecondsLeft, type ServerClock } from '../../../lib/server-countdown';

/** Time left to an auction's end by the server's clock; "Ended" once it passed. */
export function AuctionCountdown({ endsAt, clock }: { endsAt: number; clock: ServerClock }) {
  const { t } = useTranslation('market');
  const left = useSecondsLeft(endsAt, clock);
  return <span data-testid="auction-countdown">{left > 0 ? t('market.endsIn', { time: formatSecondsLeft(left) }) : t('market.auctionEnded')}</span>;
}
