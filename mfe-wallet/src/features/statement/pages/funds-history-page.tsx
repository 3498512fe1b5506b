import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Card,
  CURRENCIES,
  currentLanguage,
  EmptyState,
  errorMessage,
  formatAmount,
  formatDateTime,
  PageTitle,
  Pager,
  paths,
  Select,
  Skeleton,
  TextField,
  useToast,
  type Currency,
  type StatementCsvRequest,
  type StatementKind,
  type StatementRow,
} from '@fc/shared';
import { STATEMENT_DATE_PATTERN, STATEMENT_KINDS } from '@fc/shared/contracts/wallet';
import { useExportStatementCsv } from '../api/export-statement-csv';
import { useStatement } from '../api/get-statement';
import pageStyles from '../../../components/page.module.css';
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

function Row({ row }: { row: StatementRow }) {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const credit = !row.amount.startsWith('-');
  return (
    <tr data-testid="statement-row" data-id={row.id}>
      <td>{formatDateTime(row.at, language)}</td>
      <td data-testid="statement-currency">{row.currency}</td>
      <td data-testid="statement-kind">{t(`statement.kinds.${row.kind}`)}</td>
      <td data-testid="statement-amount" className={credit ? styles.credit : styles.debit}>
        {credit ? '+' : ''}
        {formatAmount(row.currency, row.amount, language)}
      </td>
      <td data-testid="statement-balance">{formatAmount(row.currency, row.balance, language)}</td>
      <td className={styles.reference}>{row.ref ?? ''}</td>
    </tr>
  );
}

export default function FundsHistoryPage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = pageOf(params);
  const statement = useStatement({ ...filter, page });
  const exportCsv = useExportStatementCsv();
  const filtered = Object.keys(filter).length > 0;
  const rows = statement.data?.rows ?? [];
  const pages = statement.data ? Math.max(1, Math.ceil(statement.data.total / statement.data.pageSize)) : 1;

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
    <div className={pageStyles.page} data-testid="funds-history-page">
      <PageTitle
        subtitle={t('statement.subtitle')}
        actions={
          <Button type="button" variant="secondary" onClick={onExport} loading={exportCsv.isPending} disabled={rows.length === 0} data-testid="statement-export">
            {t('statement.export')}
          </Button>
        }
      >
        {t('titles.fundsHistory')}
      </PageTitle>

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
        <div aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton height={240} />
        </div>
      ) : statement.error && !statement.data ? (
        <EmptyState
          title={t('statement.loadFailed')}
          description={errorMessage(t, statement.error)}
          action={<Button onClick={() => void statement.refetch()}>{t('common:retry')}</Button>}
        />
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
        <Card className={styles.tableCard}>
          <table className={styles.table} data-testid="statement-table">
            <thead>
              <tr>
                <th scope="col">{t('statement.date')}</th>
                <th scope="col">{t('statement.currency')}</th>
                <th scope="col">{t('statement.kind')}</th>
                <th scope="col">{t('statement.amount')}</th>
                <th scope="col">{t('statement.balance')}</th>
                <th scope="col">{t('statement.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
          <p className={styles.total}>{t('statement.total', { count: statement.data?.total ?? 0 })}</p>
          {pages > 1 ? <Pager page={page} pages={pages} onChange={(next) => setFilter('page', next > 1 ? String(next) : undefined)} label={t('statement.pages')} /> : null}
        </Card>
      )}
    </div>
  );
}

