import { useTranslation } from 'react-i18next';
import { formatDateTime, type MarketBid } from '@fc/shared';
import { tmtText } from './tmt';
import styles from './market.module.css';

/** The bids, newest first: masked bidders, mine marked, the leader marked. */
export function BidHistory({ bids }: { bids: readonly MarketBid[] }) {
  const { t } = useTranslation('market');
  if (bids.length === 0) return <p className={styles.muted}>{t('market.bidHistory.none')}</p>;
  return (
    <table className={styles.table} data-testid="bid-history">
      <thead>
        <tr>
          <th scope="col">{t('market.bidHistory.bidder')}</th>
          <th scope="col" className={styles.number}>
            {t('market.bidHistory.price')}
          </th>
          <th scope="col">{t('market.bidHistory.at')}</th>
          <th scope="col">{t('market.bidHistory.status')}</th>
        </tr>
      </thead>
      <tbody>
        {bids.map((bid) => (
          <tr key={`${bid.at}-${bid.price}`} data-testid="bid-row">
            <td>
              {bid.bidder}
              {bid.mine ? ` (${t('market.bidHistory.you')})` : ''}
            </td>
            <td className={styles.number}>{tmtText(bid.price)}</td>
            <td>{formatDateTime(bid.at)}</td>
            <td>{bid.leading ? t('market.bidHistory.leading') : t('market.bidHistory.refunded')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
