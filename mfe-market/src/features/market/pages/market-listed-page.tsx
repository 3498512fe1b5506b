import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  Money,
  PageFrame,
  paths,
  useFormatMoney,
  type ListingState,
  type MarketListing,
} from '@fc/shared';
import { Badge, DataTable, DateTime, EmptyState, Pager, Select, useWideScreen, type BadgeTone } from '@fc/shared/ui';
import { LISTING_STATES } from '@fc/shared/contracts/sales';
import { useListed } from '../api/get-listed';
import { CancelDialog } from '../components/cancel-dialog';
import { ItemCell, RowsSkeleton } from '../components/item-cell';
import { LiveListings } from '../components/live-listings';
import { MarketNav } from '../components/market-nav';
import { MY_LISTS_PAGE_SIZE } from '../constants';
import styles from '../components/market.module.css';

const STATE_TONE = { listed: 'accent', completed: 'success', timeout: 'neutral', cancelled: 'neutral' } as const satisfies Record<ListingState, BadgeTone>;

/** Where a closed listing's item is put up again (the collection's sell dialog), or null when it cannot be. */
function relistPath(listing: MarketListing): string | null {
  if (listing.state !== 'cancelled' && listing.state !== 'timeout') return null;
  const { family, tokenId } = listing.item;
  return family === 'item' ? null : paths.sell(family, tokenId);
}

/** Cancel while it is on sale, Relist once cancelled or ended without a bid. */
function RowAction({ listing, onCancel }: { listing: MarketListing; onCancel: (listing: MarketListing) => void }) {
  const { t } = useTranslation('market');
  const relist = relistPath(listing);
  if (listing.state === 'listed') {
    return (
      <Button size="sm" variant="secondary" onClick={() => onCancel(listing)}>
        {t('market.cancel.open')}
      </Button>
    );
  }
  return relist ? (
    <ButtonLink size="sm" variant="secondary" to={relist}>
      {t('market.listed.relist')}
    </ButtonLink>
  ) : null;
}

function StateBadge({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation('market');
  return <Badge tone={STATE_TONE[listing.state]}>{t(`market.state.${listing.state}`)}</Badge>;
}

/** My listings as a table (from 640 px) or, on a phone, as a list of cards with the same facts. */
function ListedRows({ list, onCancel }: { list: readonly MarketListing[]; onCancel: (listing: MarketListing) => void }) {
  const { t } = useTranslation('market');
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul className={styles.rowCards} aria-label={t('titles.listed')}>
        {list.map((listing) => (
          <li key={listing.transId} className={styles.rowCard} data-testid="listed-row" data-trans-id={listing.transId}>
            <ItemCell listing={listing} />
            <p className={styles.rowCardFigures}>
              <span className={styles.rowCardPrice}>
                <Money currency="TMT" amount={listing.soldPrice ?? listing.price} />
              </span>
              <StateBadge listing={listing} />
            </p>
            <p className={styles.muted}>
              {t(`market.saleType.${listing.saleType}`)} · <DateTime value={listing.listedAt} />
            </p>
            <RowAction listing={listing} onCancel={onCancel} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable label={t('titles.listed')} data-testid="listed-table">
      <thead>
        <tr>
          <th scope="col">{t('market.column.item')}</th>
          <th scope="col">{t('market.column.saleType')}</th>
          <th scope="col" data-numeric>
            {t('market.column.price')}
          </th>
          <th scope="col">{t('market.column.state')}</th>
          <th scope="col">{t('market.column.listedAt')}</th>
          <th scope="col">{t('market.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((listing) => (
          <tr key={listing.transId} data-testid="listed-row" data-trans-id={listing.transId}>
            <td data-wrap>
              <ItemCell listing={listing} />
            </td>
            <td>{t(`market.saleType.${listing.saleType}`)}</td>
            <td data-numeric>
              <Money currency="TMT" amount={listing.soldPrice ?? listing.price} />
            </td>
            <td>
              <StateBadge listing={listing} />
            </td>
            <td>
              <DateTime value={listing.listedAt} />
            </td>
            <td>
              <RowAction listing={listing} onCancel={onCancel} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** /market/listed — my listings by state: Cancel (free or its fee), Relist a cancelled or timed-out one. */
export default function MarketListedPage() {
  const { t } = useTranslation('market');
  const money = useFormatMoney();
  const [query, setQuery] = useSearchParams();
  const stateParam = query.get('state');
  const state = (LISTING_STATES as readonly string[]).includes(stateParam ?? '') ? (stateParam as ListingState) : undefined;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const listed = useListed({ ...(state ? { state } : {}), page, pageSize: MY_LISTS_PAGE_SIZE });
  const [cancelling, setCancelling] = useState<MarketListing | null>(null);
  const go = (next: { state?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextState = next.state ?? state ?? '';
    if (nextState) params.set('state', nextState);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setQuery(params);
  };
  return (
    <PageFrame title={t('titles.listed')} subtitle={t('market.listed.subtitle')} nav={<MarketNav current="listed" />} busy={listed.isPending} data-testid="market-listed">
      <LiveListings />
      <div className={styles.listBar}>
        <Select
          label={t('market.listed.state')}
          value={state ?? ''}
          onChange={(event) => go({ state: event.target.value })}
          options={[{ value: '', label: t('market.filter.all') }, ...LISTING_STATES.map((value) => ({ value, label: t(`market.state.${value}`) }))]}
        />
        {listed.data ? (
          <p className={styles.muted} data-testid="free-cancels">
            {listed.data.freeCancelsLeft > 0 ? t('market.listed.freeCancels', { count: listed.data.freeCancelsLeft }) : t('market.listed.noFreeCancels', { fee: money('TMT', listed.data.cancelFee) })}
          </p>
        ) : null}
      </div>
      {listed.isPending ? (
        <RowsSkeleton />
      ) : listed.error && !listed.data ? (
        <EmptyState title={t('market.loadFailed')} description={errorMessage(t, listed.error)} action={<Button onClick={() => void listed.refetch()}>{t('common:retry')}</Button>} />
      ) : listed.data.list.length === 0 ? (
        <EmptyState
          className={styles.gridEmpty}
          title={t('market.listed.empty')}
          description={t('market.listed.emptyHint')}
          action={<ButtonLink to={paths.collection()}>{t('market.listed.toCollection')}</ButtonLink>}
        />
      ) : (
        <>
          <ListedRows list={listed.data.list} onCancel={setCancelling} />
          <Pager page={page} pages={Math.ceil(listed.data.total / listed.data.pageSize)} onChange={(next) => go({ page: next })} label={t('market.pages')} />
        </>
      )}
      {cancelling ? <CancelDialog listing={cancelling} onClose={() => setCancelling(null)} /> : null}
    </PageFrame>
  );
}
