import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type MarketTab } from '@fc/shared';
import { POSITIONS, RARITIES } from '@fc/shared/contracts/cards';
import { Modal, Select, TextField } from '@fc/shared/ui';
import { MARKET_SEARCH_MAX_LENGTH, MARKET_SORTS, SALE_TYPES } from '@fc/shared/contracts/sales';
import { activeFilterCount, filtersToQuery, tmtToBaseUnits, withoutFilters, type MarketFilters } from '../lib/listing-view';
import styles from './market.module.css';

/** The typed fields as they are being edited (prices in TMT, the search), before they are applied. */
type Typed = Pick<MarketFilters, 'min' | 'max' | 'q'>;

const badPrice = (typed: string) => typed.trim() !== '' && tmtToBaseUnits(typed) === null;
const trimmed = (typed: Typed): Typed => ({ min: typed.min.trim(), max: typed.max.trim(), q: typed.q.trim() });

interface FieldsProps {
  tab: MarketTab;
  draft: MarketFilters;
  /** A choice was made (applied at once on the bar, kept in the draft in the sheet). */
  onChoose: (patch: Partial<MarketFilters>) => void;
  onType: (patch: Partial<Typed>) => void;
}

/**
 * The search, the choices and the price range: the search first on the bar; in the sheet after the choices, so that
 * opening it on a phone focuses a choice rather than raising the keyboard.
 */
function FilterFields({ tab, draft, onChoose, onType, searchFirst }: FieldsProps & { searchFirst: boolean }) {
  const { t } = useTranslation('market');
  const all = { value: '', label: t('market.filter.all') };
  const search = (
    <TextField label={t('market.filter.search')} type="search" maxLength={MARKET_SEARCH_MAX_LENGTH} value={draft.q} onChange={(event) => onType({ q: event.target.value })} />
  );
  return (
    <>
      {searchFirst ? search : null}
      <Select
        label={t('market.filter.saleType')}
        value={draft.saleType}
        onChange={(event) => onChoose({ saleType: event.target.value as MarketFilters['saleType'] })}
        options={[all, ...SALE_TYPES.map((type) => ({ value: type, label: t(`market.saleType.${type}`) }))]}
      />
      <Select
        label={t('market.filter.rarity')}
        value={draft.rarity}
        onChange={(event) => onChoose({ rarity: event.target.value as MarketFilters['rarity'] })}
        options={[all, ...RARITIES.map((rarity) => ({ value: rarity, label: t(`packs.rarity.${rarity}`) }))]}
      />
      {tab !== 'pack' ? (
        <Select
          label={t('market.filter.position')}
          value={draft.position}
          onChange={(event) => onChoose({ position: event.target.value as MarketFilters['position'] })}
          options={[all, ...POSITIONS.map((position) => ({ value: position, label: t(`packs.position.${position}`) }))]}
        />
      ) : null}
      {searchFirst ? null : search}
      <TextField
        label={t('market.filter.min')}
        inputMode="decimal"
        value={draft.min}
        onChange={(event) => onType({ min: event.target.value })}
        error={badPrice(draft.min) ? t('market.filter.badPrice') : undefined}
      />
      <TextField
        label={t('market.filter.max')}
        inputMode="decimal"
        value={draft.max}
        onChange={(event) => onType({ max: event.target.value })}
        error={badPrice(draft.max) ? t('market.filter.badPrice') : undefined}
      />
    </>
  );
}

/** The URL's filters as a draft, taken again whenever the URL's filters change (back, forward, cleared elsewhere). */
function useDraft(filters: MarketFilters) {
  const applied = filtersToQuery(filters).toString();
  const [held, setHeld] = useState({ applied, draft: filters });
  if (held.applied !== applied) setHeld({ applied, draft: filters });
  const draft = held.applied === applied ? held.draft : filters;
  return [draft, (next: MarketFilters) => setHeld({ applied, draft: next })] as const;
}

interface FilterProps {
  tab: MarketTab;
  filters: MarketFilters;
  onChange: (next: MarketFilters) => void;
}

/**
 * The desktop's bar, one row from the search to Apply: a choice applies at once (with what was typed, when it is
 * valid), the typed fields on Enter or Apply.
 */
export function FilterBar({ tab, filters, onChange, className }: FilterProps & { className?: string }) {
  const { t } = useTranslation('market');
  const [draft, setDraft] = useDraft(filters);
  const invalid = badPrice(draft.min) || badPrice(draft.max);
  const typedNow = invalid ? { min: filters.min, max: filters.max, q: draft.q.trim() } : trimmed(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onChange({ ...filters, ...trimmed(draft), page: 1 });
  };
  return (
    <form className={[styles.filterBar, className].filter(Boolean).join(' ')} onSubmit={submit} role="search" aria-label={t('market.filter.label')}>
      <FilterFields
        tab={tab}
        draft={draft}
        searchFirst
        onChoose={(patch) => onChange({ ...filters, ...typedNow, ...patch, page: 1 })}
        onType={(patch) => setDraft({ ...draft, ...patch })}
      />
      <Button type="submit" variant="secondary" disabled={invalid}>
        {t('market.filter.apply')}
      </Button>
    </form>
  );
}

/**
 * The phone's filters: one button that says how many are on, opening them in a sheet where they are changed
 * together and applied by "Show results"; "Clear all" clears them at once.
 */
export function FilterSheet({ tab, filters, onChange, className }: FilterProps & { className?: string }) {
  const { t } = useTranslation('market');
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useDraft(filters);
  const count = activeFilterCount(tab, filters);
  const invalid = badPrice(draft.min) || badPrice(draft.max);
  const close = () => {
    setOpen(false);
    setDraft(filters);
  };
  const clear = () => {
    const none = withoutFilters(filters);
    setDraft(none);
    if (count > 0) onChange(none);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onChange({ ...draft, ...trimmed(draft), sort: filters.sort, page: 1 });
    setOpen(false);
  };
  return (
    <>
      <Button type="button" variant="secondary" className={[styles.filtersButton, className].filter(Boolean).join(' ')} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="filters-open">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
        {t('market.filter.open')}
        {count > 0 ? (
          <>
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
            <span className={styles.visuallyHidden}>{t('market.filter.active', { count })}</span>
          </>
        ) : null}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t('market.filter.open')}
        footer={
          <>
            <Button variant="ghost" onClick={clear}>
              {t('market.filter.clearAll')}
            </Button>
            <Button type="submit" form={formId} disabled={invalid} data-testid="filters-apply">
              {t('market.filter.showResults')}
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.filterSheet} onSubmit={submit} role="search" aria-label={t('market.filter.label')}>
          <FilterFields
            tab={tab}
            draft={draft}
            searchFirst={false}
            onChoose={(patch) => setDraft({ ...draft, ...patch })}
            onType={(patch) => setDraft({ ...draft, ...patch })}
          />
        </form>
      </Modal>
    </>
  );
}

/** The sort, applied at once (a compact control beside the Filters button on a phone, last in the bar on a desktop). */
export function SortSelect({ filters, onChange, className }: Omit<FilterProps, 'tab'> & { className?: string }) {
  const { t } = useTranslation('market');
  return (
    <Select
      className={className}
      label={t('market.filter.sort')}
      value={filters.sort}
      onChange={(event) => onChange({ ...filters, sort: event.target.value as MarketFilters['sort'], page: 1 })}
      options={MARKET_SORTS.map((sort) => ({ value: sort, label: t(`market.sort.${sort}`) }))}
    />
  );
}
