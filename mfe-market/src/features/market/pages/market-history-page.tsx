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
  type MarketHistoryEntry,
  type MarketHistoryKind,
} from '@fc/shared';
import { DataTable, DateTime, EmptyState, Pager, Select, useWideScreen } from '@fc/shared/ui';
import { MARKET_HISTORY_KINDS } from '@fc/shared/contracts/sales';
import { useHistory } from '../api/get-history';
import { ItemCell, RowsSkeleton } from '../components/item-cell';
import { MarketNav } from '../components/market-nav';
import { MY_LISTS_PAGE_SIZE } from '../constants';
import styles from '../components/market.module.css';

/** What the row moved: paid, received after the fee, held or refunded, the cancel fee. */
function Detail({ entry }: { entry: MarketHistoryEntry }) {
  const { t } = useTranslation('market');
  const money = useFormatMoney();
  if (entry.kind === 'sale') {
    return <>{t('market.history.saleDetail', { fee: money('TMT', entry.fee), received: money('TMT', BigInt(entry.amount) - BigInt(entry.fee)) })}</>;
  }
  if (entry.kind === 'bid' && entry.outcome) return <>{t(`market.history.outcome.${entry.outcome}`)}</>;
  return null;
}

const rowKey = (entry: MarketHistoryEntry) => `${entry.kind}-${entry.transId}-${entry.at}-${entry.amount}`;

/** The history as a table (from 640 px) or, on a phone, as a list of cards with the same facts. */
function HistoryRows({ list }: { list: readonly MarketHistoryEntry[] }) {
  const { t } = useTranslation('market');
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul className={styles.rowCards} aria-label={t('titles.history')}>
        {list.map((entry) => (
          <li key={rowKey(entry)} className={styles.rowCard} data-testid="history-row" data-kind={entry.kind}>
            <p className={styles.muted}>
              {t(`market.history.kinds.${entry.kind}`)} · <DateTime value={entry.at} />
            </p>
            <ItemCell listing={entry} />
            <p className={styles.rowCardFigures}>
              <span className={styles.rowCardPrice}>
                <Money currency="TMT" amount={entry.amount} />
              </span>
              <span className={styles.muted}>
                <Detail entry={entry} />
              </span>
            </p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable label={t('titles.history')} data-testid="history-table">
      <thead>
        <tr>
          <th scope="col">{t('market.column.at')}</th>
          <th scope="col">{t('market.column.kind')}</th>
          <th scope="col">{t('market.column.item')}</th>
          <th scope="col" data-numeric>
            {t('market.column.amount')}
          </th>
          <th scope="col">{t('market.column.detail')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((entry) => (
          <tr key={rowKey(entry)} data-testid="history-row" data-kind={entry.kind}>
            <td>
              <DateTime value={entry.at} />
            </td>
            <td>{t(`market.history.kinds.${entry.kind}`)}</td>
            <td data-wrap>
              <ItemCell listing={entry} />
            </td>
            <td data-numeric>
              <Money currency="TMT" amount={entry.amount} />
            </td>
            <td data-wrap>
              <Detail entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** /market/history — my purchases, sales (fee and what I received), bids with their outcome and paid cancels. */
export default function MarketHistoryPage() {
  const { t } = useTranslation('market');
  const [query, setQuery] = useSearchParams();
  const kindParam = query.get('kind');
  const kind = (MARKET_HISTORY_KINDS as readonly string[]).includes(kindParam ?? '') ? (kindParam as MarketHistoryKind) : undefined;
  const page = Math.max(1, Number(query.get('page')) || 1);
  const history = useHistory({ ...(kind ? { kind } : {}), page, pageSize: MY_LISTS_PAGE_SIZE });
  const go = (next: { kind?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextKind = next.kind ?? kind ?? '';
    if (nextKind) params.set('kind', nextKind);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setQuery(params);
  };
  return (
    <PageFrame title={t('titles.history')} subtitle={t('market.history.subtitle')} nav={<MarketNav current="history" />} busy={history.isPending} data-testid="market-history">
      <div className={styles.listBar}>
        <Select
          label={t('market.history.kind')}
          value={kind ?? ''}
          onChange={(event) => go({ kind: event.target.value })}
          options={[{ value: '', label: t('market.filter.all') }, ...MARKET_HISTORY_KINDS.map((value) => ({ value, label: t(`market.history.kinds.${value}`) }))]}
        />
      </div>
      {history.isPending ? (
        <RowsSkeleton />
      ) : history.error && !history.data ? (
        <EmptyState title={t('market.loadFailed')} description={errorMessage(t, history.error)} action={<Button onClick={() => void history.refetch()}>{t('common:retry')}</Button>} />
      ) : history.data.list.length === 0 ? (
        <EmptyState className={styles.gridEmpty} title={t('market.history.empty')} action={<ButtonLink to={paths.market()}>{t('market.backToMarket')}</ButtonLink>} />
      ) : (
        <>
          <HistoryRows list={history.data.list} />
          <Pager page={page} pages={Math.ceil(history.data.total / history.data.pageSize)} onChange={(next) => go({ page: next })} label={t('market.pages')} />
        </>
      )}
    </PageFrame>
  );
}
