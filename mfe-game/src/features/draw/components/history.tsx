import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, errorMessage, Money, Skeleton, type DrawView } from '@fc/shared';
import { Card, DataTable, DateTime, EmptyState, Pager } from '@fc/shared/ui';
import { useDrawHistory } from '../api/get-draw-history';
import { bpPercent } from '../lib/draw';
import styles from './draw.module.css';
import { DrawCheck, fairDrawLink } from './fair-draw';

const COLUMNS = 6;

/** One draw: its row (with Verify on /fair under the scheme), and under it once asked its seeds and check (a body of its own, read as one group). */
function HistoryRow({ draw, open, onToggle }: { draw: DrawView; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('game');
  const detailsId = `draw-${draw.drawId}-details`;
  return (
    <tbody data-testid="draw-history-row" className={styles.historyGroup}>
      <tr>
        <td>
          <DateTime value={draw.createdAt} />
        </td>
        <th scope="row">
          {draw.fair ? t('draw.history.fairDraw', { pairId: draw.fair.pairId, nonce: draw.fair.nonce }) : t('draw.history.nonce', { nonce: draw.legacy?.nonce ?? '' })}
        </th>
        <td data-numeric>
          <Money currency="TMT" amount={draw.price} />
        </td>
        <td data-numeric>{bpPercent(draw.multiplierBp)}</td>
        <td data-numeric>
          <Money currency="GOAL" amount={draw.reward} />
        </td>
        <td>
          <div className={styles.checks}>
            {draw.fair ? (
              <ButtonLink size="sm" variant="secondary" to={fairDrawLink(draw.fair)}>
                {t('draw.fair.verify')}
              </ButtonLink>
            ) : null}
            <Button size="sm" variant="ghost" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={onToggle}>
              {t('draw.history.details')}
            </Button>
          </div>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId}>
          <td colSpan={COLUMNS} data-wrap>
            <DrawCheck draw={draw} />
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

/** The caller's draws, newest first, each with its seeds and its check. */
export function History() {
  const { t } = useTranslation('game');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const history = useDrawHistory(page);
  const title = t('draw.history.title');

  let body;
  if (history.isPending) body = <Skeleton height={120} />;
  else if (history.error && !history.data)
    body = (
      <EmptyState
        title={t('draw.history.loadFailed')}
        description={errorMessage(t, history.error)}
        action={<Button onClick={() => void history.refetch()}>{t('common:retry')}</Button>}
      />
    );
  else if (history.data.total === 0) body = <p className={styles.muted}>{t('draw.history.empty')}</p>;
  else {
    body = (
      <>
        <DataTable label={title} dense>
          <thead>
            <tr>
              <th scope="col">{t('draw.history.columns.date')}</th>
              <th scope="col">{t('draw.history.columns.draw')}</th>
              <th scope="col" data-numeric>
                {t('draw.history.columns.price')}
              </th>
              <th scope="col" data-numeric>
                {t('draw.distribution.multiplier')}
              </th>
              <th scope="col" data-numeric>
                {t('draw.distribution.reward')}
              </th>
              <th scope="col">
                <span className={styles.srOnly}>{t('draw.history.columns.check')}</span>
              </th>
            </tr>
          </thead>
          {history.data.list.map((draw) => (
            <HistoryRow key={draw.drawId} draw={draw} open={open === draw.drawId} onToggle={() => setOpen(open === draw.drawId ? null : draw.drawId)} />
          ))}
        </DataTable>
        <Pager page={page} pages={Math.ceil(history.data.total / history.data.pageSize)} onChange={setPage} label={t('draw.history.pages')} />
      </>
    );
  }
  return (
    <Card as="section" title={title} aria-label={title}>
      {body}
    </Card>
  );
}
