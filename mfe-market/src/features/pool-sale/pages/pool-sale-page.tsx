import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatDateTime,
  PageFrame,
  paths,
  Skeleton,
  useIsLoggedIn,
  type PoolSaleCurrency,
  type PoolSaleView,
} from '@fc/shared';
import { Alert, Badge, Card, EmptyState, Tabs } from '@fc/shared/ui';
import { isPoolSaleCurrency, POOL_SALE_CURRENCIES } from '@fc/shared/contracts/sales';
import { usePoolSale } from '../api/get-pool-sale';
import { usePoolSales } from '../api/get-pool-sales';
import { SaleCountdown } from '../components/countdown';
import { MyPart } from '../components/my-part';
import { SaleFigures } from '../components/sale-figures';
import styles from '../components/pool-sale.module.css';
import { defaultSale } from '../lib/pick-sale';

/** One sale: its figures and countdown (live), and the signed-in user's part or the invitation to sign in. */
function SaleDetail({ saleId }: { saleId: string }) {
  const { t } = useTranslation('market');
  const location = useLocation();
  const signedIn = useIsLoggedIn();
  const detail = usePoolSale(saleId);
  if (detail.isPending) return <SaleSkeleton />;
  if (!detail.data) {
    return (
      <EmptyState
        title={t('poolSale.loadFailed')}
        description={errorMessage(t, detail.error)}
        action={<Button onClick={() => void detail.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const { sale, mine, now } = detail.data;
  const clock = { now, answeredAt: detail.dataUpdatedAt };
  return (
    <article className={styles.layout} data-testid="pool-sale" data-sale-id={sale.saleId} data-period={sale.period}>
      <Card as="section" className={styles.sale} aria-labelledby="pool-sale-figures">
        <div className={styles.saleHead}>
          <h2 id="pool-sale-figures" className={styles.heading}>
            {t('poolSale.saleTitle', { currency: sale.currency })}
          </h2>
          <Badge tone={sale.period === 'ongoing' ? 'success' : sale.period === 'preparation' ? 'info' : 'neutral'} data-testid="pool-sale-period">
            {t(`poolSale.periods.${sale.period}`)}
          </Badge>
        </div>
        <SaleCountdown key={`${sale.saleId}:${sale.period}`} sale={sale} clock={clock} />
        <SaleFigures sale={sale} />
        <p className={styles.hint}>{t('poolSale.howItWorks')}</p>
      </Card>
      {mine ? (
        <MyPart sale={sale} mine={mine} />
      ) : signedIn ? null : (
        <Alert tone="info" title={t('poolSale.signInTitle')} data-testid="pool-sale-sign-in" className={styles.signIn}>
          <p>{t('poolSale.signInBody')}</p>
          <ButtonLink to={paths.login(`${location.pathname}${location.search}`)} size="sm">
            {t('poolSale.signIn')}
          </ButtonLink>
        </Alert>
      )}
    </article>
  );
}

/** A sale's outline while it loads: the figures' card and my part's beside it. */
function SaleSkeleton() {
  return (
    <div className={styles.layout}>
      <Card className={styles.sale}>
        <Skeleton width="50%" height={28} />
        <Skeleton width="30%" height={20} />
        <Skeleton height={160} />
      </Card>
      <Card>
        <Skeleton lines={4} />
      </Card>
    </div>
  );
}

/** The other sales in this currency, each a link to itself. */
function OtherSales({ sales, shown, currency }: { sales: PoolSaleView[]; shown: string; currency: PoolSaleCurrency }) {
  const { t } = useTranslation('market');
  const others = sales.filter((sale) => sale.saleId !== shown);
  if (others.length === 0) return null;
  return (
    <Card as="section" title={t('poolSale.otherSales')}>
      <ul className={styles.others} data-testid="pool-sale-others">
        {others.map((sale) => (
          <li key={sale.saleId}>
            <Link to={`${paths.poolSale(currency)}?sale=${encodeURIComponent(sale.saleId)}`}>
              {t('poolSale.otherSale', {
                period: t(`poolSale.periods.${sale.period}`),
                boxes: sale.boxes,
                starts: formatDateTime(sale.startsAt),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SalesOf({ currency }: { currency: PoolSaleCurrency }) {
  const { t } = useTranslation('market');
  const [search] = useSearchParams();
  const sales = usePoolSales(currency);
  if (sales.isPending) return <SaleSkeleton />;
  if (!sales.data) {
    return (
      <EmptyState
        title={t('poolSale.loadFailed')}
        description={errorMessage(t, sales.error)}
        action={<Button onClick={() => void sales.refetch()}>{t('common:retry')}</Button>}
      />
    );
  }
  const asked = search.get('sale');
  const shown = sales.data.list.find((sale) => sale.saleId === asked) ?? defaultSale(sales.data.list);
  if (!shown) return <EmptyState title={t('poolSale.noSales', { currency })} description={t('poolSale.noSalesBody')} />;
  return (
    <>
      <SaleDetail saleId={shown.saleId} />
      <OtherSales sales={sales.data.list} shown={shown.saleId} currency={currency} />
    </>
  );
}

/** /poolsale/{tokenSymbol?}: the bidding sale of mystery boxes in a currency (TMT unless the path names another). */
export default function PoolSalePage() {
  const { t } = useTranslation('market');
  const { tokenSymbol } = useParams();
  const symbol = (tokenSymbol ?? POOL_SALE_CURRENCIES[0]).toUpperCase();
  return (
    <PageFrame
      title={t('titles.poolSale')}
      subtitle={t('poolSale.subtitle')}
      nav={<Tabs label={t('poolSale.currencies')} value={symbol} items={POOL_SALE_CURRENCIES.map((currency) => ({ id: currency, label: currency, href: paths.poolSale(currency) }))} />}
      data-testid="pool-sale-page"
    >
      {isPoolSaleCurrency(symbol) ? (
        <SalesOf key={symbol} currency={symbol} />
      ) : (
        <EmptyState title={t('poolSale.unknownToken', { symbol })} description={t('poolSale.unknownTokenBody', { symbols: POOL_SALE_CURRENCIES.join(', ') })} />
      )}
    </PageFrame>
  );
}
