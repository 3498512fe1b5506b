import { useTranslation } from 'react-i18next';
import { Button, formatNumber, type FairHistoryResponse, type FairPairView } from '@fc/shared';
import { Card, DataTable, DateTime, Pager } from '@fc/shared/ui';
import styles from './fair.module.css';

/** The first characters of a long hex value; the whole value is its title and goes to the verifier. */
const short = (hex: string) => `${hex.slice(0, 12)}…`;

/**
 * The user's seed pairs, newest first: the committed hash, the server seed once rotated (hidden while current), the
 * player seed and the nonces used; a revealed pair can be put into the verifier.
 */
export function SeedHistory({
  history,
  page,
  onPage,
  onUse,
}: {
  history: FairHistoryResponse;
  page: number;
  onPage: (page: number) => void;
  onUse: (pair: FairPairView) => void;
}) {
  const { t } = useTranslation('collection');
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  return (
    <Card as="section" title={t('fair.history.title')} data-testid="fair-history">
      <DataTable label={t('fair.history.title')} dense>
        <thead>
          <tr>
            <th scope="col">{t('fair.history.pair')}</th>
            <th scope="col">{t('fair.history.serverSeedHash')}</th>
            <th scope="col">{t('fair.history.serverSeed')}</th>
            <th scope="col">{t('fair.history.playerSeed')}</th>
            <th scope="col">{t('fair.history.noncesUsed')}</th>
            <th scope="col">{t('fair.history.rotatedAt')}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('fair.history.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {history.list.map((pair) => (
            <tr key={pair.pairId} aria-current={pair.current ? 'true' : undefined} data-testid="fair-history-row">
              <td data-numeric>{pair.pairId}</td>
              <td>
                <code title={pair.serverSeedHash}>{short(pair.serverSeedHash)}</code>
              </td>
              <td>{pair.serverSeed ? <code title={pair.serverSeed}>{short(pair.serverSeed)}</code> : t('fair.history.hidden')}</td>
              <td>
                <code title={pair.playerSeed}>{pair.playerSeed.length > 16 ? short(pair.playerSeed) : pair.playerSeed}</code>
              </td>
              <td data-numeric>{formatNumber(pair.noncesUsed)}</td>
              <td>{pair.rotatedAt ? <DateTime value={pair.rotatedAt} /> : t('fair.history.current')}</td>
              <td>
                {pair.serverSeed ? (
                  <Button type="button" size="sm" variant="ghost" onClick={() => onUse(pair)} aria-label={t('fair.history.useLabel', { pair: pair.pairId })}>
                    {t('fair.history.use')}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Pager page={page} pages={pages} onChange={onPage} label={t('fair.history.pages')} />
    </Card>
  );
}
