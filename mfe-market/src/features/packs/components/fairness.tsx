import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, formatNumber, paths, type PackSeriesDetail } from '@fc/shared';
import { Alert, DataTable, Disclosure, Pager } from '@fc/shared/ui';
import { ENTRIES_PAGE_SIZE } from '../constants';
import { checkLotsDrawing, type LotsCheck } from '../lib/verify-lots';
import styles from './packs.module.css';

/** What the closed section says it holds. */
function summaryOf(series: PackSeriesDetail, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!series.seedHash) return t('packs.fairness.notYet');
  if (!series.seed) return t('packs.fairness.hashOnly', { count: series.entries.length });
  return t('packs.fairness.revealed', { count: series.entries.length });
}

/** What "Verify the drawing" found: "Matches", or "Does not match" with each reason. */
function CheckResult({ series, check }: { series: PackSeriesDetail; check: LotsCheck }) {
  const { t } = useTranslation('market');
  if (check.matches) {
    return (
      <Alert tone="success" title={t('packs.fairness.matches')} data-testid="lots-verdict" data-verdict="matches">
        {t(series.lotsRule === 'fair' ? 'packs.fairness.matchesBody' : 'packs.fairness.matchesBodyLegacy', { count: series.entries.length })}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={t('packs.fairness.mismatch')} data-testid="lots-verdict" data-verdict="mismatch">
      <ul className={styles.reasons}>
        {check.hashMatches ? null : <li>{t('packs.fairness.reasons.hash', { hash: check.seedHash })}</li>}
        {check.listMatches === false ? <li>{t('packs.fairness.reasons.list', { hash: check.listHash })}</li> : null}
        {check.winnersDiffering > 0 ? <li>{t('packs.fairness.reasons.winners', { count: check.winnersDiffering })}</li> : null}
      </ul>
    </Alert>
  );
}

/**
 * The lots drawing's fairness data, closed until asked for: how the drawing works, the seed's hash published when
 * reservations open, the player seed (the closed list's hash) published when the lots are drawn, the seed revealed
 * after the drawing — then "Verify the drawing" recomputes it here and a link opens it in /fair — and the
 * reservations in the order the winners are drawn from.
 */
export function Fairness({ series }: { series: PackSeriesDetail }) {
  const { t } = useTranslation('market');
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(series.entries.length / ENTRIES_PAGE_SIZE));
  const entries = series.entries.slice((page - 1) * ENTRIES_PAGE_SIZE, page * ENTRIES_PAGE_SIZE);
  const [check, setCheck] = useState<LotsCheck | null>(null);
  const fair = series.lotsRule === 'fair';
  return (
    <Disclosure title={t('packs.draw')} summary={summaryOf(series, t)} data-testid="pack-draw">
      <p className={styles.text}>{t(fair ? 'packs.fairness.howFair' : 'packs.fairness.how')}</p>
      {fair ? <p className={styles.text}>{t('packs.fairness.listText')}</p> : <p className={styles.muted}>{t('packs.fairness.legacy')}</p>}
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
          {fair ? (
            <div>
              <dt>{t('packs.fairness.playerSeed')}</dt>
              <dd>
                {series.playerSeed ? (
                  <code className={styles.hash} data-testid="lots-player-seed">
                    {series.playerSeed}
                  </code>
                ) : (
                  <span className={styles.muted}>{t('packs.fairness.playerSeedPending')}</span>
                )}
              </dd>
            </div>
          ) : null}
          {fair && series.nonce !== null ? (
            <div>
              <dt>{t('packs.fairness.nonce')}</dt>
              <dd data-testid="lots-nonce">{t('packs.fairness.nonceValue', { nonce: series.nonce })}</dd>
            </div>
          ) : null}
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
      {series.seed && series.seedHash ? (
        <div className={styles.verifyLots}>
          <div className={styles.verifyActions}>
            <Button variant="secondary" onClick={() => setCheck(checkLotsDrawing(series))} data-testid="lots-verify">
              {t('packs.fairness.verify')}
            </Button>
            {fair && series.playerSeed ? (
              <ButtonLink
                variant="ghost"
                to={paths.fairLots({ serverSeed: series.seed, playerSeed: series.playerSeed, seedHash: series.seedHash, entries: series.entries.length })}
                data-testid="lots-open-verifier"
              >
                {t('packs.fairness.openVerifier')}
              </ButtonLink>
            ) : null}
          </div>
          {check ? <CheckResult series={series} check={check} /> : null}
        </div>
      ) : null}
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
