import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  Card,
  currentLanguage,
  EmptyState,
  errorMessage,
  formatAmount,
  formatDate,
  GRANT_SOURCES,
  PageTitle,
  paths,
  Skeleton,
  useToast,
  type Currency,
  type GrantSource,
  type GrantView,
} from '@fc/shared';
import { useClaim, useClaims } from '../api/claims';
import pageStyles from '../../../components/page.module.css';
import styles from './claim-center-page.module.css';

/** Per currency, the sum of one field of the grants. */
function totals(grants: GrantView[], field: 'claimable' | 'frozen'): [Currency, bigint][] {
  const sums = new Map<Currency, bigint>();
  for (const grant of grants) sums.set(grant.currency, (sums.get(grant.currency) ?? 0n) + BigInt(grant[field]));
  return [...sums].filter(([, sum]) => sum > 0n);
}

function Amounts({ values }: { values: [Currency, bigint][] }) {
  const { t } = useTranslation('wallet');
  if (values.length === 0) return <>{t('claim.none')}</>;
  return <>{values.map(([currency, sum]) => `${formatAmount(currency, sum, currentLanguage())} ${currency}`).join(' · ')}</>;
}

function GrantRow({ grant }: { grant: GrantView }) {
  const { t } = useTranslation('wallet');
  const language = currentLanguage();
  const amount = BigInt(grant.amount);
  const percent = amount > 0n ? Number((BigInt(grant.released) * 1000n) / amount) / 10 : 100;
  const money = (value: string) => `${formatAmount(grant.currency, BigInt(value), language)} ${grant.currency}`;
  return (
    <li className={styles.grant} data-testid="grant" data-source={grant.source}>
      <div className={styles.grantHead}>
        <span className={styles.amount}>{money(grant.amount)}</span>
        <span className={styles.dates}>
          {grant.startsAt === grant.endsAt
            ? // Released whole at one moment (fan-token staking's lock): the day it unlocks.
              t('claim.unlocksOn', { date: formatDate(grant.endsAt, language) })
            : t('claim.period', { start: formatDate(grant.startsAt, language), end: formatDate(grant.endsAt, language) })}
        </span>
      </div>
      <progress className={styles.progress} max={1000} value={Math.round(percent * 10)} aria-label={t('claim.releasedPercent', { percent })} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('claim.released')}</dt>
          <dd>{money(grant.released)}</dd>
        </div>
        <div>
          <dt>{t('claim.claimed')}</dt>
          <dd>{money(grant.claimed)}</dd>
        </div>
        <div>
          <dt>{t('claim.frozen')}</dt>
          <dd>{money(grant.frozen)}</dd>
        </div>
      </dl>
      {grant.heldForTrial ? <p className={styles.held}>{t('claim.heldForTrial')}</p> : null}
    </li>
  );
}

export default function ClaimCenterPage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const claims = useClaims();
  const claim = useClaim();
  const grants = claims.data?.grants ?? [];
  const language = currentLanguage();

  const onClaim = (source: GrantSource | undefined) =>
    claim.mutate(source, {
      onSuccess: ({ claimed }) => {
        const moved = Object.entries(claimed).map(([currency, amount]) => `${formatAmount(currency as Currency, BigInt(amount), language)} ${currency}`);
        if (moved.length > 0) toast.success(t('claim.done', { amounts: moved.join(' · ') }));
        else toast.info(t('claim.nothing'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  const claimableAll = totals(grants, 'claimable');
  return (
    <div className={pageStyles.page} data-testid="claim-center-page">
      <PageTitle
        subtitle={t('claim.subtitle')}
        actions={
          <Button type="button" onClick={() => onClaim(undefined)} loading={claim.isPending && claim.variables === undefined} disabled={claim.isPending || claimableAll.length === 0} data-testid="claim-all">
            {t('claim.claimAll')}
          </Button>
        }
      >
        {t('titles.claimCenter')}
      </PageTitle>

      {claims.isPending ? (
        <div className={styles.sources} aria-busy="true" aria-label={t('common:loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={160} />
          ))}
        </div>
      ) : claims.error && !claims.data ? (
        <EmptyState
          title={t('claim.loadFailed')}
          description={errorMessage(t, claims.error)}
          action={<Button onClick={() => void claims.refetch()}>{t('common:retry')}</Button>}
        />
      ) : grants.length === 0 ? (
        <EmptyState title={t('claim.emptyTitle')} description={t('claim.emptyBody')} action={<ButtonLink to={paths.topPrize()}>{t('claim.emptyAction')}</ButtonLink>} />
      ) : (
        <div className={styles.sources}>
          {GRANT_SOURCES.filter((source) => grants.some((grant) => grant.source === source)).map((source) => {
            const ofSource = grants.filter((grant) => grant.source === source);
            const claimable = totals(ofSource, 'claimable');
            return (
              <Card key={source} className={styles.source} data-testid="grant-source" data-source={source}>
                <header className={styles.sourceHead}>
                  <h2 className={styles.sourceTitle}>{t(`claim.sources.${source}`)}</h2>
                  <Button
                    type="button"
                    size="sm"
                    onClick={() => onClaim(source)}
                    loading={claim.isPending && claim.variables === source}
                    disabled={claim.isPending || claimable.length === 0}
                  >
                    {t('claim.claim')}
                  </Button>
                </header>
                <p className={styles.summary}>
                  {t('claim.claimable')}: <Amounts values={claimable} />
                </p>
                <ul className={styles.grants}>
                  {ofSource.map((grant) => (
                    <GrantRow key={grant.id} grant={grant} />
                  ))}
                </ul>
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
