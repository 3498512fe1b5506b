import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  PageFrame,
  paths,
  type CardMineRequest,
  type CardSort,
  type CardState,
  type CardSummary,
  type Position,
  type Rarity,
} from '@fc/shared';
import { CARD_SEARCH_MAX_LENGTH, CARD_SORTS, POSITIONS, RARITIES } from '@fc/shared/contracts/cards';
import { Select, Tabs, TextField } from '@fc/shared/ui';
import { CardList, type SellFor } from '../components/holdings';
import styles from './collection-pages.module.css';

export const VIEW_MODES = ['grid', 'list', 'position'] as const;
type ViewMode = (typeof VIEW_MODES)[number];

/** The states an FP card filter offers: the ones an FP card rests or works in. */
const FP_STATES: readonly CardState[] = ['normal', 'trial', 'training', 'listed', 'staking', 'battling', 'in_use', 'camp'];
const SEARCH_DELAY_MS = 300;

const oneOf = <T extends string>(values: readonly T[], raw: string | null | undefined): T | undefined =>
  values.find((value) => value === raw);

/** The FP cards with their view modes and filters; `basePath` is where the view modes live (the game menu has its own). */
export function FpCardsView({ basePath, title, sellFor }: { basePath: string; title: string; sellFor?: SellFor }) {
  const { t } = useTranslation('collection');
  const { viewMode: rawMode } = useParams();
  const viewMode: ViewMode = oneOf(VIEW_MODES, rawMode) ?? 'grid';
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');

  const rarity = oneOf<Rarity>(RARITIES, params.get('rarity'));
  const position = oneOf<Position>(POSITIONS, params.get('position'));
  const state = oneOf<CardState>(FP_STATES, params.get('state'));
  const sort = oneOf<CardSort>(CARD_SORTS, params.get('sort'));
  const query = params.get('q')?.trim() || undefined;

  /** Changes one filter and goes back to the first page. */
  const setFilter = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  // The name search follows the typing after a short pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get('q') ?? '') !== search.trim()) setFilter('q', search.trim() || undefined);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the pause
  }, [search]);

  const request: Omit<CardMineRequest, 'page' | 'pageSize'> = { family: 'fp', rarity, position, state, sort, search: query };
  const byPosition = (cards: CardSummary[]) =>
    POSITIONS.map((line) => ({ key: line, heading: t(`positions.${line}`), cards: cards.filter((card) => card.player?.position === line) })).filter(
      (section) => section.cards.length > 0,
    );

  const all = (label: string) => [{ value: '', label }];
  return (
    <PageFrame title={title} data-testid="collection-fpcards-page">
      <Tabs
        label={t('viewModes.label')}
        value={viewMode}
        items={VIEW_MODES.map((mode) => ({ id: mode, label: t(`viewModes.${mode}`), href: `${basePath}/${mode}?${params.toString()}` }))}
      />
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('filters.search')}
          value={search}
          maxLength={CARD_SEARCH_MAX_LENGTH}
          onChange={(event) => setSearch(event.target.value)}
          type="search"
        />
        <Select
          label={t('filters.rarity')}
          value={rarity ?? ''}
          onChange={(event) => setFilter('rarity', event.target.value || undefined)}
          options={[...all(t('filters.all')), ...RARITIES.map((value) => ({ value, label: t(`rarity.${value}`) }))]}
        />
        <Select
          label={t('filters.position')}
          value={position ?? ''}
          onChange={(event) => setFilter('position', event.target.value || undefined)}
          options={[...all(t('filters.all')), ...POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) }))]}
        />
        <Select
          label={t('filters.state')}
          value={state ?? ''}
          onChange={(event) => setFilter('state', event.target.value || undefined)}
          options={[...all(t('filters.all')), ...FP_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
        />
        <Select
          label={t('filters.sort')}
          value={sort ?? 'newest'}
          onChange={(event) => setFilter('sort', event.target.value === 'newest' ? undefined : event.target.value)}
          options={CARD_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        />
      </form>
      <CardList
        request={request}
        actionFor={sellFor}
        rows={viewMode === 'list'}
        group={viewMode === 'position' ? byPosition : undefined}
        empty={
          rarity || position || state || query
            ? { title: t('empty.filtered'), body: t('empty.filteredBody') }
            : { title: t('empty.fpCards'), body: t('empty.fpCardsBody'), action: { label: t('browseBoxes'), to: paths.poolSale() } }
        }
      />
    </PageFrame>
  );
}

export default function CollectionFpCardsPage({ sellFor }: { sellFor?: SellFor } = {}) {
  const { t } = useTranslation('collection');
  return <FpCardsView basePath={paths.collection('fpcards')} title={t('titles.fpCards')} sellFor={sellFor} />;
}
