import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, currentLanguage, EmptyState, errorMessage, formatDateTime, Pager, Skeleton } from '@fc/shared';
import { useDrawHistory } from '../api/get-draw-history';
import { goalText, percentText } from '../lib/draw';
import { tmtText } from '../../../lib/tmt';
import styles from './draw.module.css';
import { VerifyDraw } from './verify-draw';

/** The caller's draws, newest first, each with its revealed seed and its check. */
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
    const pages = Math.max(1, Math.ceil(history.data.total / history.data.pageSize));
    body = (
      <>
        <ul className={styles.history}>
          {history.data.list.map((draw) => (
            <li key={draw.drawId} data-testid="draw-history-row">
              <div className={styles.historyLine}>
                <span>{formatDateTime(draw.createdAt, currentLanguage())}</span>
                <span>{t('draw.history.nonce', { nonce: draw.nonce })}</span>
                <span>{tmtText(draw.price)}</span>
                <strong>
                  {percentText(draw.multiplierBp)} · {goalText(draw.reward)}
                </strong>
                <Button size="sm" variant="ghost" aria-expanded={open === draw.drawId} onClick={() => setOpen(open === draw.drawId ? null : draw.drawId)}>
                  {t('draw.history.details')}
                </Button>
              </div>
              {open === draw.drawId ? <VerifyDraw draw={draw} shownHash={draw.seedHash} /> : null}
            </li>
          ))}
        </ul>
        {pages > 1 ? <Pager page={page} pages={pages} onChange={setPage} label={t('draw.history.pages')} /> : null}
      </>
    );
  }
  return (
    <Card as="section" title={title} aria-label={title}>
      {body}
    </Card>
  );
}
