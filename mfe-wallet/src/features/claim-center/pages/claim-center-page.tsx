import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatDate,
  formatPercent,
  GRANT_SOURCES,
  Money,
  PageFrame,
  paths,
  ProgressBar,
  Skeleton,
  useFormatMoney,
  useToast,
  type Currency,
  type GrantSource,
  type GrantView,
} from '@fc/shared';
import { Card, DefinitionList, EmptyState } from '@fc/shared/ui';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import { useClaim, useClaims } from '../api/claims';
import styles from './claim-center-page.module.css';

/** Per currency, the sum of one field of the grants. */
function totals(grants: GrantView[], field: 'claimable' | 'frozen'): [Currency, bigint][] {
  const sums = new Map<Currency, bigint>();
  for (const grant of grants) sums.set(grant.currency, (sums.get(grant.currency) ?? 0n) + BigInt(grant[field]));
  return [...sums].filter(([, sum]) => sum > 0n);
}

/** Amounts of several currencies on one line, or "nothing yet". */
function Amounts({ values, testId }: { values: [Currency, bigint][]; testId?: string | undefined }) {
  const { t } = useTranslation('wallet');
  if (values.length === 0) return <span data-testid={testId}>{t('claim.none')}</span>;
  return (
    <span className={styles.amounts} data-testid={testId}>
      {values.map(([currency, sum]) => (
        <Money key={currency} currency={currency} amount={sum} />
      ))}
    </span>
  );
}

function GrantRow({ grant }: { grant: GrantView }) {
  const { t } = useTranslation('wallet');
  const amount = BigInt(grant.amount);
  // Thousandths, so the bar and its words agree to a tenth of a percent without floats on 18-decimal amounts.
  const released = amount > 0n ? Number((BigInt(grant.released) * 1000n) / amount) : 1000;
  const percent = formatPercent(released / 1000, undefined, 1);
  return (
    <li className={styles.grant} data-testid="grant" data-source={grant.source}>
      <div className={styles.grantHead}>
        <span className={styles.amount}>
          <Money currency={grant.currency} amount={grant.amount} />
        </span>
        <span className={styles.dates}>
          {grant.startsAt === grant.endsAt
            ? // Released whole at one moment (fan-token staking's lock): the day it unlocks.
              t('claim.unlocksOn', { date: formatDate(grant.endsAt) })
            : t('claim.period', { start: formatDate(grant.startsAt), end: formatDate(grant.endsAt) })}
        </span>
      </div>
      <ProgressBar value={released} max={1000} label={t('claim.releasedLabel')} valueText={t('claim.releasedPercent', { percent })} />
      <DefinitionList
        items={[
          { id: 'released', term: t('claim.released'), value: <Money currency={grant.currency} amount={grant.released} /> },
          { id: 'claimed', term: t('claim.claimed'), value: <Money currency={grant.currency} amount={grant.claimed} /> },
          { id: 'frozen', term: t('claim.frozen'), value: <Money currency={grant.currency} amount={grant.frozen} /> },
        ]}
      />
      {grant.heldForTrial ? <p className={styles.held}>{t('claim.heldForTrial')}</p> : null}
    </li>
  );
}

/** /claim-center: what is ready to claim and what is still frozen, then every reward by where it came from, each claimable on its own. */
export default function ClaimCenterPage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const money = useFormatMoney();
  const claims = useClaims();
  const claim = useClaim();
  const walletCrumb = useWalletCrumb();
  const grants = claims.data?.grants ?? [];

  const onClaim = (source: GrantSource | undefined) =>
    claim.mutate(source, {
      onSuccess: ({ claimed }) => {
        const moved = Object.entries(claimed).map(([currency, amount]) => money(currency as Currency, amount));
        if (moved.length > 0) toast.success(t('claim.done', { amounts: moved.join(' · ') }));
        else toast.info(t('claim.nothing'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  const claimableAll = totals(grants, 'claimable');
  return (
    <PageFrame
      title={t('titles.claimCenter')}
      subtitle={t('claim.subtitle')}
      breadcrumb={[walletCrumb]}
      busy={claims.isPending}
      actions={
        <Button type="button" onClick={() => onClaim(undefined)} loading={claim.isPending && claim.variables === undefined} disabled={claim.isPending || claimableAll.length === 0} data-testid="claim-all">
          {t('claim.claimAll')}
        </Button>
      }
      data-testid="claim-center-page"
    >
      {claims.isPending ? (
        <div className={styles.sources}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={160} />
          ))}
        </div>
      ) : claims.error && !claims.data ? (
        <EmptyState title={t('claim.loadFailed')} description={errorMessage(t, claims.error)} action={<Button onClick={() => void claims.refetch()}>{t('common:retry')}</Button>} />
      ) : grants.length === 0 ? (
        <EmptyState title={t('claim.emptyTitle')} description={t('claim.emptyBody')} action={<ButtonLink to={paths.topPrize()}>{t('claim.emptyAction')}</ButtonLink>} />
      ) : (
        <>
          <Card className={styles.summary} data-testid="claim-summary">
            <dl className={styles.summaryList}>
              <div>
                <dt>{t('claim.claimable')}</dt>
                <dd className={styles.claimableTotal}>
                  <Amounts values={claimableAll} testId="claimable-total" />
                </dd>
              </div>
              <div>
                <dt>{t('claim.frozen')}</dt>
                <dd>
                  <Amounts values={totals(grants, 'frozen')} />
                </dd>
              </div>
            </dl>
          </Card>
          <div className={styles.sources}>
            {GRANT_SOURCES.filter((source) => grants.some((grant) => grant.source === source)).map((source) => {
              const ofSource = grants.filter((grant) => grant.source === source);
              const claimable = totals(ofSource, 'claimable');
              return (
                <Card
                  key={source}
                  as="section"
                  title={t(`claim.sources.${source}`)}
                  actions={
                    <Button type="button" size="sm" onClick={() => onClaim(source)} loading={claim.isPending && claim.variables === source} disabled={claim.isPending || claimable.length === 0}>
                      {t('claim.claim')}
                    </Button>
                  }
                  className={styles.source}
                  data-testid="grant-source"
                  data-source={source}
                >
                  <p className={styles.claimable}>
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
        </>
      )}
    </PageFrame>
  );
}
