import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  CURRENCIES,
  errorMessage,
  formatNumber,
  Money,
  PageFrame,
  paths,
  Skeleton,
  useToast,
  type Currency,
  type StatementCsvRequest,
  type StatementKind,
  type StatementRow,
} from '@fc/shared';
import { DataTable, DateTime, EmptyState, Pager, Select, TextField, useWideScreen } from '@fc/shared/ui';
import { ORDER_LEDGER_REF_PREFIX, STATEMENT_DATE_PATTERN, STATEMENT_KINDS } from '@fc/shared/contracts/wallet';
import layout from '../../../components/layout.module.css';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useExportStatementCsv } from '../api/export-statement-csv';
import { useStatement } from '../api/get-statement';
import styles from './funds-history-page.module.css';

type FilterName = 'currency' | 'kind' | 'from' | 'to';
const DATE = new RegExp(STATEMENT_DATE_PATTERN);

/** The statement's filters as the URL carries them; a value the API would refuse is left out. */
function filterOf(params: URLSearchParams): StatementCsvRequest {
  const filter: StatementCsvRequest = {};
  const currency = params.get('currency');
  const kind = params.get('kind');
  const from = params.get('from');
  const to = params.get('to');
  if (currency && (CURRENCIES as readonly string[]).includes(currency)) filter.currency = currency as Currency;
  if (kind && (STATEMENT_KINDS as readonly string[]).includes(kind)) filter.kind = kind as StatementKind;
  if (from && DATE.test(from)) filter.from = from;
  if (to && DATE.test(to)) filter.to = to;
  return filter;
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A change with its sign: "+" for a credit (the format gives debits their minus). */
function Change({ row, showCurrency }: { row: StatementRow; showCurrency: boolean }) {
  const credit = !row.amount.startsWith('-');
  return (
    <span className={credit ? layout.credit : undefined} data-testid="statement-amount">
      {credit ? '+' : ''}
      <Money currency={row.currency} amount={row.amount} showCurrency={showCurrency} />
    </span>
  );
}

/** What the row pays for: an order links to its page; anything else is shown as the ledger names it. */
function Reference({ value }: { value: string | null }) {
  const { t } = useTranslation('wallet');
  if (!value) return null;
  if (value.startsWith(ORDER_LEDGER_REF_PREFIX)) {
    const orderId = value.slice(ORDER_LEDGER_REF_PREFIX.length);
    return <Link to={paths.order(orderId)}>{t('statement.orderRef', { id: orderId })}</Link>;
  }
  return (
    <span className={styles.reference} title={value}>
      {value}
    </span>
  );
}

/** The rows as a table from 640 px; on a phone each row a card: what and when, the change, the balance after. */
function Rows({ rows }: { rows: readonly StatementRow[] }) {
  const { t } = useTranslation('wallet');
  const wide = useWideScreen();
  if (!wide) {
    return (
      <ul className={layout.rowCards} aria-label={t('titles.fundsHistory')} data-testid="statement-table">
        {rows.map((row) => (
          <li key={row.id} className={`${layout.rowCard} ${styles.card}`} data-testid="statement-row" data-id={row.id}>
            <div className={styles.cardWhat}>
              <span className={`${layout.rowCardTitle} ${styles.title}`}>
                <span data-testid="statement-kind">{t(`statement.kinds.${row.kind}`)}</span>
                <span className={styles.hidden}> · </span>
                <span className={styles.currencyName} data-testid="statement-currency" data-currency={row.currency}>
                  {t(`balances.currencies.${row.currency}`)}
                </span>
              </span>
              <span className={layout.rowCardMeta}>
                <DateTime value={row.at} />
              </span>
              {row.ref ? (
                <span className={layout.rowCardMeta}>
                  <Reference value={row.ref} />
                </span>
              ) : null}
            </div>
            <div className={styles.cardFigures}>
              <span className={layout.rowCardFigure}>
                <Change row={row} showCurrency />
              </span>
              <span className={layout.rowCardMeta}>
                <span className={styles.balanceLabel}>{t('statement.balanceAfter')} </span>
                <span className={styles.nowrap} data-testid="statement-balance">
                  <Money currency={row.currency} amount={row.balance} />
                </span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable label={t('titles.fundsHistory')} data-testid="statement-table">
      <thead>
        <tr>
          <th scope="col">{t('statement.date')}</th>
          <th scope="col">{t('statement.kind')}</th>
          <th scope="col">{t('statement.currency')}</th>
          <th scope="col" data-numeric>
            {t('statement.amount')}
          </th>
          <th scope="col" data-numeric>
            {t('statement.balance')}
          </th>
          <th scope="col">{t('statement.reference')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="statement-row" data-id={row.id}>
            <td>
              <DateTime value={row.at} />
            </td>
            <td data-testid="statement-kind">{t(`statement.kinds.${row.kind}`)}</td>
            <td data-testid="statement-currency">{row.currency}</td>
            <td data-numeric>
              <Change row={row} showCurrency={false} />
            </td>
            <td data-numeric data-testid="statement-balance">
              <Money currency={row.currency} amount={row.balance} showCurrency={false} />
            </td>
            <td>
              <Reference value={row.ref} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** /user/funds/history: every change to my balances with the balance after it, filtered and paged in the URL, exported as CSV. */
export default function FundsHistoryPage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const walletCrumb = useWalletCrumb();
  const filter = filterOf(params);
  const page = pageOf(params);
  const statement = useStatement({ ...filter, page });
  const exportCsv = useExportStatementCsv();
  const filtered = Object.keys(filter).length > 0;
  const rows = statement.data?.rows ?? [];
  const pages = statement.data ? Math.ceil(statement.data.total / statement.data.pageSize) : 1;

  const setFilter = (name: FilterName | 'page', value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });

  const onExport = () =>
    exportCsv.mutate(filter, {
      onSuccess: (file) => toast.success(t('statement.exported', { count: file.rows, fileName: file.fileName })),
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  const all = [{ value: '', label: t('statement.all') }];
  return (
    <PageFrame
      title={t('titles.fundsHistory')}
      subtitle={t('statement.subtitle')}
      breadcrumb={[walletCrumb]}
      busy={statement.isPending}
      actions={
        <Button type="button" variant="secondary" onClick={onExport} loading={exportCsv.isPending} disabled={rows.length === 0} data-testid="statement-export">
          {t('statement.export')}
        </Button>
      }
      data-testid="funds-history-page"
    >
      <form className={styles.filters} role="search" aria-label={t('statement.filters')} onSubmit={(event) => event.preventDefault()}>
        <Select
          label={t('statement.currency')}
          value={filter.currency ?? ''}
          onChange={(event) => setFilter('currency', event.target.value || undefined)}
          options={[...all, ...CURRENCIES.map((value) => ({ value, label: t(`balances.currencies.${value}`) }))]}
        />
        <Select
          label={t('statement.kind')}
          value={filter.kind ?? ''}
          onChange={(event) => setFilter('kind', event.target.value || undefined)}
          options={[...all, ...STATEMENT_KINDS.map((value) => ({ value, label: t(`statement.kinds.${value}`) }))]}
        />
        <TextField label={t('statement.from')} type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => setFilter('from', event.target.value || undefined)} />
        <TextField label={t('statement.to')} type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => setFilter('to', event.target.value || undefined)} />
      </form>

      {statement.isPending ? (
        <Skeleton height={240} />
      ) : statement.error && !statement.data ? (
        <EmptyState title={t('statement.loadFailed')} description={errorMessage(t, statement.error)} action={<Button onClick={() => void statement.refetch()}>{t('common:retry')}</Button>} />
      ) : rows.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('statement.emptyFiltered')}
            description={t('statement.emptyFilteredBody')}
            action={<Button onClick={() => setParams(new URLSearchParams())}>{t('statement.clearFilters')}</Button>}
          />
        ) : (
          <EmptyState title={t('statement.emptyTitle')} description={t('statement.emptyBody')} action={<ButtonLink to={paths.deposit()}>{t('statement.emptyAction')}</ButtonLink>} />
        )
      ) : (
        <>
          <Rows rows={rows} />
          <div className={layout.toolbar}>
            <p className={layout.muted}>{t('statement.total', { count: statement.data?.total ?? 0, number: formatNumber(statement.data?.total ?? 0) })}</p>
            <Pager page={page} pages={pages} onChange={(next) => setFilter('page', next > 1 ? String(next) : undefined)} label={t('statement.pages')} />
          </div>
        </>
      )}
    </PageFrame>
  );
}
