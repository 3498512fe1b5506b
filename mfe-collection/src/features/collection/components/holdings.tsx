import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  Skeleton,
  useToast,
  type CardFamily,
  type CardMineRequest,
  type CardSummary,
  type FairDrawView,
} from '@fc/shared';
import { MAX_CARD_PAGE_SIZE } from '@fc/shared/contracts/cards';
import { EmptyState, Modal, Pager } from '@fc/shared/ui';
import { useMyCards } from '../../../lib/api/get-my-cards';
import { useOpenCard } from '../../../lib/api/open-card';
import { useLiveCards } from '../../../lib/api/use-live-cards';
import { CardTile, useHoldingName } from '../../../components/card-tile';
import { othersLike, type RevealStage } from '../lib/reveal';
import { CardRows } from './card-rows';
import { PackReveal } from './pack-reveal';
import styles from './holdings.module.css';

export const HOLDINGS_PAGE_SIZE = 24;

export function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** What the count of a list counts: packs, boxes, items, or cards of either player family. */
export function totalUnit(family: CardFamily | undefined): 'pack' | 'box' | 'item' | 'card' {
  return family === 'pack' || family === 'box' || family === 'item' ? family : 'card';
}

/** A way forward from an empty list: a link to where such things come from. */
export interface EmptyList {
  title: string;
  body: string;
  action?: { label: string; to: string };
}

/**
 * The cards of a request, paged by `?page=`, as tiles (or rows); skeletons while loading, a retry on
 * failure, a way forward when empty.
 */
export function CardList({
  request,
  empty,
  rows = false,
  actionFor,
  group,
}: {
  request: Omit<CardMineRequest, 'page' | 'pageSize'>;
  empty: EmptyList;
  /** Rows instead of tiles (the FP cards' list view). */
  rows?: boolean;
  actionFor?: (card: CardSummary) => ReactNode;
  /** Sections of the page's cards (by position, say), each under its heading. */
  group?: (cards: CardSummary[]) => { key: string; heading: string; cards: CardSummary[] }[];
}) {
  const { t } = useTranslation('collection');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const cards = useMyCards({ ...request, page, pageSize: HOLDINGS_PAGE_SIZE });
  useLiveCards();
  const data = cards.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  if (cards.isPending) {
    return rows ? (
      <Skeleton lines={8} />
    ) : (
      <div className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={300} />
        ))}
      </div>
    );
  }
  if (cards.error && !data) {
    return (
      <EmptyState
        title={t('loadFailed')}
        description={errorMessage(t, cards.error)}
        action={<Button onClick={() => void cards.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  if (!data || data.list.length === 0) {
    return (
      <EmptyState
        data-testid="collection-empty"
        title={empty.title}
        description={empty.body}
        action={empty.action ? <ButtonLink to={empty.action.to}>{empty.action.label}</ButtonLink> : undefined}
      />
    );
  }
  const sections = group ? group(data.list) : [{ key: 'all', heading: '', cards: data.list }];
  const total = t(`total.${totalUnit(request.family)}`, { count: data.total });
  return (
    <>
      <p className={styles.total} aria-live="polite">
        {total}
      </p>
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-label={section.heading || undefined}>
          {section.heading ? <h2 className={styles.sectionHeading}>{section.heading}</h2> : null}
          {rows ? (
            <CardRows cards={section.cards} label={section.heading || total} actionFor={actionFor} />
          ) : (
            <div className={styles.grid} data-testid="card-list">
              {section.cards.map((card) => (
                <CardTile key={card.tokenId} card={card} action={actionFor?.(card)} headingLevel={section.heading ? 3 : 2} />
              ))}
            </div>
          )}
        </section>
      ))}
      <Pager page={page} pages={pages} onChange={goTo} label={t('pagination')} />
    </>
  );
}

/** What the remote composes on a tile to sell the card, pack or box (the sell feature, src/app). */
export type SellFor = (card: CardSummary) => ReactNode;

/** An opening in progress: the pack or box, and what it held once the server answered. */
interface Opening {
  holding: CardSummary;
  cards: CardSummary[] | null;
  /** The opening's provably fair draw, once the server answered: the summary links to its check on /fair. */
  fair: FairDrawView | null;
}

/**
 * Packs or mystery boxes, each with an Open button (and Sell, when composed), and the dialog that reveals what one
 * held (`PackReveal`), with "Open another" while the user holds more like it.
 */
export function Openables({
  family,
  empty,
  sellFor,
}: {
  family: Extract<CardFamily, 'pack' | 'box'>;
  empty: EmptyList;
  sellFor?: SellFor;
}) {
  const { t } = useTranslation('collection');
  const holdingName = useHoldingName();
  const toast = useToast();
  const open = useOpenCard();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [stage, setStage] = useState<RevealStage>('pack');
  const unopened = useMyCards({ family, state: 'normal', page: 1, pageSize: MAX_CARD_PAGE_SIZE }, { enabled: opening !== null });

  const onOpen = (card: CardSummary) => {
    setOpening({ holding: card, cards: null, fair: null });
    setStage('pack');
    open.mutate(
      { tokenId: card.tokenId },
      {
        onSuccess: (answer) =>
          setOpening((current) => (current?.holding.tokenId === card.tokenId ? { ...current, cards: answer.cards, fair: answer.fair } : current)),
        onError: (error) => {
          setOpening(null);
          toast.error(errorMessage(t, error));
        },
      },
    );
  };

  const pulled = opening?.cards?.length ?? 0;
  return (
    <>
      <CardList
        request={{ family }}
        empty={empty}
        actionFor={(card) => (
          <div className={styles.tileActions}>
            {card.state === 'normal' ? (
              <Button
                type="button"
                size="sm"
                fullWidth
                onClick={() => onOpen(card)}
                loading={open.isPending && opening?.holding.tokenId === card.tokenId}
                disabled={open.isPending}
                data-testid="open-card"
              >
                {t('open')}
              </Button>
            ) : null}
            {sellFor?.(card)}
          </div>
        )}
      />
      <Modal
        open={opening !== null}
        onClose={() => setOpening(null)}
        title={stage === 'summary' ? t('revealTitle', { count: pulled }) : t('reveal.title', { name: opening ? holdingName(opening.holding) : '' })}
        size="lg"
      >
        {opening ? (
          <PackReveal
            key={opening.holding.tokenId}
            holding={opening.holding}
            cards={opening.cards}
            fair={opening.fair}
            others={unopened.data ? othersLike(opening.holding, unopened.data.list) : []}
            onOpenAnother={onOpen}
            onStage={setStage}
          />
        ) : null}
      </Modal>
    </>
  );
}
