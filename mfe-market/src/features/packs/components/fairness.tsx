import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, type PackSeriesDetail } from '@fc/shared';
import { DataTable, Disclosure, Pager } from '@fc/shared/ui';
import { ENTRIES_PAGE_SIZE } from '../constants';
import styles from './packs.module.css';

/** What the closed section says it holds. */
function summaryOf(series: PackSeriesDetail, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!series.seedHash) return t('packs.fairness.notYet');
  if (!series.seed) return t('packs.fairness.hashOnly', { count: series.entries.length });
  return t('packs.fairness.revealed', { count: series.entries.length });
}

/**
 * The lots drawing's fairness data, closed until asked for: how the drawing works, the seed's hash published when
 * reservations open, the seed revealed after the drawing, and the reservations in the order the winners are drawn from.
 */
export function Fairness({ series }: { series: PackSeriesDetail }) {
  const { t } = useTranslation('market');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(series.entries.length / ENTRIES_PAGE_SIZE));
  const entries = series.entries.slice((page - 1) * ENTRIES_PAGE_SIZE, page * ENTRIES_PAGE_SIZE);
  return (
    <Disclosure title={t('packs.draw')} summary={summaryOf(series, t)} data-testid="pack-draw">
      <p className={styles.text}>{t('packs.fairness.how')}</p>
      <p className={styles.text}>{t('packs.lots', { count: series.lots, lots: formatNumber(series.lots) })}</p>
      {series.seedHash ? (
        <dl className={styles.hashes}>
          <div>
            <dt>{t('packs.seedHash')}</dt>
            <dd>
              <code className={styles.hash} data-testid="seed-hash">
                {series.seedHash}
              </code>
            </dd>
          </div>
          <div>
            <dt>{t('packs.seed')}</dt>
            <dd>
              {series.seed ? (
                <code className={styles.hash} data-testid="seed">
                  {series.seed}
                </code>
              ) : (
                <span className={styles.muted}>{t('packs.seedPending')}</span>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.muted}>{t('packs.hashPending')}</p>
      )}
      {series.seedHash ? <p className={styles.text}>{t('packs.entries', { count: series.entries.length, entries: formatNumber(series.entries.length) })}</p> : null}
      {entries.length > 0 ? (
        <>
          <DataTable label={t('packs.entriesTable')} dense data-testid="pack-entries">
            <thead>
              <tr>
                <th scope="col" data-numeric>
                  #
                </th>
                <th scope="col">{t('packs.entry')}</th>
                <th scope="col" data-numeric>
                  {t('packs.quantity')}
                </th>
                <th scope="col" data-numeric>
                  {t('packs.won')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.entry}>
                  <td data-numeric>{entry.position}</td>
                  <td>
                    <code className={styles.entry}>{entry.entry}</code>
                  </td>
                  <td data-numeric>{entry.quantity}</td>
                  <td data-numeric>{entry.won ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager page={page} pages={pages} onChange={setPage} label={t('packs.entriesPagination')} />
        </>
      ) : null}
    </Disclosure>
  );
}
