import { useTranslation } from 'react-i18next';
import { Money, type MarketBid } from '@fc/shared';
import { Badge, DataTable, DateTime } from '@fc/shared/ui';
import styles from './market.module.css';

/** The bids, newest first: masked bidders, mine marked (the row and "you"), the leader marked. */
export function BidHistory({ bids }: { bids: readonly MarketBid[] }) {
  const { t } = useTranslation('market');
  if (bids.length === 0) return <p className={styles.muted}>{t('market.bidHistory.none')}</p>;
  return (
    <DataTable label={t('market.bidHistory.title')} data-testid="bid-history">
      <thead>
        <tr>
          <th scope="col">{t('market.bidHistory.bidder')}</th>
          <th scope="col" data-numeric>
            {t('market.bidHistory.price')}
          </th>
          <th scope="col">{t('market.bidHistory.at')}</th>
          <th scope="col">{t('market.bidHistory.status')}</th>
        </tr>
      </thead>
      <tbody>
        {bids.map((bid) => (
          <tr key={`${bid.at}-${bid.price}`} data-testid="bid-row" aria-current={bid.mine || undefined}>
            <td>
              {bid.bidder}
              {bid.mine ? ` (${t('market.bidHistory.you')})` : ''}
            </td>
            <td data-numeric>
              <Money currency="TMT" amount={bid.price} />
            </td>
            <td>
              <DateTime value={bid.at} />
            </td>
            <td>{bid.leading ? <Badge tone="success">{t('market.bidHistory.leading')}</Badge> : t('market.bidHistory.refunded')}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
