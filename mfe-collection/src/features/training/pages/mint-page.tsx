import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  isApiError,
  Money,
  PageFrame,
  paths,
  Skeleton,
  useFormatMoney,
  useToast,
  type TrainingCard,
  type TrainingQuoteResponse,
} from '@fc/shared';
import { Alert, DataTable, EmptyState, Pager } from '@fc/shared/ui';
import { useTrainingCards } from '../api/get-training-cards';
import { useTrainingQuote } from '../api/get-training-quote';
import { useStartTraining } from '../api/start-training';
import { OddsTable } from '../components/odds-table';
import { ParentCard } from '../components/parent-card';
import { TrainingPanel } from '../components/training-panel';
import styles from './training-pages.module.css';
import { useCardCrumbs } from '../../../lib/card-crumbs';
import { useLiveCards } from '../../../lib/api/use-live-cards';

const PARTNERS_PAGE_SIZE = 12;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const TOKEN_ID = /^[1-9][0-9]{0,77}$/;

/** The other FP cards, those that can train first; choosing one puts it in the URL (`?partner=`). */
function PartnerChoice({ parent, partner, onChoose }: { parent: string; partner: string | undefined; onChoose: (tokenId: string) => void }) {
  const { t } = useTranslation('collection');
  const [page, setPage] = useState(1);
  const cards = useTrainingCards({ page, pageSize: PARTNERS_PAGE_SIZE });
  if (cards.isPending) {
    return (
      <div className={styles.cards} aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={104} />
        ))}
      </div>
    );
  }
  if (cards.error && !cards.data) {
    return (
      <EmptyState
        title={t('training.loadFailed')}
        description={errorMessage(t, cards.error)}
        action={<Button onClick={() => void cards.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const others = (cards.data?.list ?? []).filter((entry) => entry.card.tokenId !== parent);
  const pages = cards.data ? Math.max(1, Math.ceil(cards.data.total / cards.data.pageSize)) : 1;
  if (page === 1 && !others.some((entry) => entry.refusal === null)) {
    return (
      <EmptyState
        title={t('training.noPartners')}
        description={t('training.noPartnersBody')}
        action={<ButtonLink to={paths.collection('fppack')}>{t('titles.fpPack')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <div className={styles.cards} data-testid="partners">
        {others.map((entry) => {
          const chosen = entry.card.tokenId === partner;
          return (
            <ParentCard
              key={entry.card.tokenId}
              entry={entry}
              selected={chosen}
              action={
                <Button
                  type="button"
                  size="sm"
                  variant={chosen ? 'primary' : 'secondary'}
                  disabled={entry.refusal !== null}
                  aria-pressed={chosen}
                  onClick={() => onChoose(entry.card.tokenId)}
                  data-testid="choose-partner"
                >
                  {chosen ? t('training.selected') : t('training.select')}
                </Button>
              }
            />
          );
        })}
      </div>
      <Pager page={page} pages={pages} onChange={setPage} label={t('pagination')} />
    </>
  );
}

/** The pair's costs per parent with the level each needs, the child's odds beside them, and the button that pays. */
function Checkout({ quote, onStart, starting, error }: { quote: TrainingQuoteResponse; onStart: () => void; starting: boolean; error: unknown }) {
  const { t } = useTranslation('collection');
  const money = useFormatMoney();
  const parents = [quote.parent, quote.partner].filter((entry): entry is TrainingCard => entry !== null);
  const ready = parents.every((entry) => entry.refusal === null) && quote.total !== null && quote.odds !== null;
  return (
    <div className={styles.checkout} data-testid="checkout">
      <section className={styles.section} aria-labelledby="training-costs">
        <h2 id="training-costs" className={styles.heading}>
          {t('training.costs')}
        </h2>
        <p className={styles.hint}>{t('training.costsHint')}</p>
        <DataTable label={t('training.costs')} dense data-testid="costs-table">
          <thead>
            <tr>
              <th scope="col">{t('training.card')}</th>
              <th scope="col" data-numeric>
                {t('training.levelNeeded')}
              </th>
              <th scope="col" data-numeric>
                {t('training.cost')}
              </th>
            </tr>
          </thead>
          <tbody>
            {parents.map((entry) => (
              <tr key={entry.card.tokenId}>
                <th scope="row" data-wrap>
                  {entry.card.player?.name ?? entry.card.tokenId}
                </th>
                <td data-numeric>{entry.next ? t('level', { level: entry.next.level }) : '–'}</td>
                <td data-numeric>{entry.next ? <Money currency="TMT" amount={entry.next.cost} /> : '–'}</td>
              </tr>
            ))}
          </tbody>
          {quote.total ? (
            <tfoot>
              <tr className={styles.total}>
                <td colSpan={2}>{t('training.total')}</td>
                <td data-numeric data-testid="training-total">
                  <Money currency="TMT" amount={quote.total} />
                </td>
              </tr>
            </tfoot>
          ) : null}
        </DataTable>
        <p className={styles.hint}>{t('training.duration')}</p>
        {error ? <Alert tone="error">{errorMessage(t, error)}</Alert> : null}
        <div className={styles.actions}>
          <Button type="button" size="lg" onClick={onStart} loading={starting} disabled={!ready || starting} data-testid="confirm-training">
            {t('training.confirm', { total: quote.total ? money('TMT', quote.total) : '–' })}
          </Button>
        </div>
      </section>
      {quote.odds ? (
        <section className={styles.section} aria-labelledby="training-odds">
          <h2 id="training-odds" className={styles.heading}>
            {t('training.odds')}
          </h2>
          <p className={styles.hint}>{t('training.oddsHint')}</p>
          <OddsTable odds={quote.odds} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * /collection/mint/:tokenId — train this FP card: the card as the first parent, a choice of the second, the costs per
 * parent with the levels they need, the child's odds before paying, then the running training with its countdown and,
 * once it has finished, the way to the box.
 */
export default function MintPage() {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const { tokenId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('partner');
  const partner = wanted && TOKEN_ID.test(wanted) && wanted !== tokenId ? wanted : undefined;
  const quote = useTrainingQuote(tokenId);
  useLiveCards();
  const pair = useTrainingQuote(tokenId, partner);
  const start = useStartTraining();
  const side = useRef<HTMLDivElement>(null);
  const parentName = quote.data?.parent.card.player?.name;
  const crumbs = useCardCrumbs('fp', parentName ? { tokenId, name: parentName } : undefined);

  const choose = (next: string) => {
    start.reset();
    // On a phone the costs come after the list: bring them into view (on a desktop they are beside it already).
    requestAnimationFrame(() => side.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' }));
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('partner', next);
      return updated;
    });
  };
  const onStart = () => {
    if (!partner) return;
    start.mutate(
      { tokenId, partnerTokenId: partner },
      {
        onSuccess: () => {
          toast.success(t('training.started'));
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.delete('partner');
            return updated;
          });
        },
      },
    );
  };

  let body;
  if (!TOKEN_ID.test(tokenId) || isApiError(quote.error, 'NOT_FOUND', 'INVALID_PARAMS')) {
    body = (
      <EmptyState
        title={t('training.notFound')}
        description={t('training.notFoundBody')}
        action={<ButtonLink to={paths.collection('fpcards')}>{t('training.toFpCards')}</ButtonLink>}
      />
    );
  } else if (quote.isPending) {
    body = (
      <div className={styles.cards} aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton height={104} />
        <Skeleton height={104} />
      </div>
    );
  } else if (quote.error && !quote.data) {
    body = (
      <EmptyState
        title={t('training.loadFailed')}
        description={errorMessage(t, quote.error)}
        action={<Button onClick={() => void quote.refetch()}>{t('common:retry')}</Button>}
      />
    );
  } else if (quote.data) {
    const { parent, latest } = quote.data;
    const clock = { now: quote.data.now, answeredAt: quote.dataUpdatedAt };
    body = (
      <>
        {latest && (latest.state !== 'finished' || !latest.childBoxOpened) ? (
          <section className={styles.section} aria-labelledby="training-latest">
            <h2 id="training-latest" className={styles.heading}>
              {t('training.latest')}
            </h2>
            <TrainingPanel training={latest} clock={clock} />
          </section>
        ) : null}
        <div className={parent.refusal === null ? styles.mintLayout : undefined}>
          <div className={styles.mintMain}>
            <section className={styles.section} aria-labelledby="training-parent">
              <h2 id="training-parent" className={styles.heading}>
                {t('training.parent')}
              </h2>
              <div className={styles.cards}>
                <ParentCard entry={parent} />
              </div>
            </section>
            {parent.refusal === null ? (
              <section className={styles.section} aria-labelledby="training-partner">
                <h2 id="training-partner" className={styles.heading}>
                  {t('training.choosePartner')}
                </h2>
                <p className={styles.hint}>{t('training.choosePartnerHint')}</p>
                <PartnerChoice parent={tokenId} partner={partner} onChoose={choose} />
              </section>
            ) : null}
          </div>
          {parent.refusal === null ? (
            <div className={styles.mintSide} ref={side}>
              {partner && pair.data?.partner?.card.tokenId === partner ? (
                <Checkout quote={pair.data} onStart={onStart} starting={start.isPending} error={start.error} />
              ) : partner && pair.error ? (
                <Alert tone="error">{errorMessage(t, pair.error)}</Alert>
              ) : partner ? (
                <Skeleton height={320} />
              ) : (
                <p className={styles.sideHint}>{t('training.checkoutHint')}</p>
              )}
            </div>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <PageFrame
      title={t('titles.mint')}
      subtitle={t('training.intro')}
      breadcrumb={crumbs}
      actions={
        <ButtonLink variant="secondary" to={paths.trainingCamp()}>
          {t('titles.train')}
        </ButtonLink>
      }
      busy={quote.isPending}
      data-testid="mint-page"
    >
      {body}
    </PageFrame>
  );
}
