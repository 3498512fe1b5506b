import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, EmptyState, errorMessage, PageTitle, paths, Skeleton, useIsLoggedIn, type DrawConfigResponse } from '@fc/shared';
import { GuestPrompt } from '../../../components/guest-prompt';
import { tmtText } from '../../../lib/tmt';
import { useDrawConfig } from '../api/get-draw-config';
import { Distribution } from '../components/distribution';
import { DrawPanel } from '../components/draw-panel';
import { History } from '../components/history';
import styles from '../components/draw.module.css';
import { goalText, percentText } from '../lib/draw';

const DAY_S = 86_400;
const ONE_TMT = 10n ** 18n;

/** The rules from the server's config: price, the published rate, the range and mean, the inviter's share, release. */
function Rules({ config }: { config: DrawConfigResponse }) {
  const { t } = useTranslation('game');
  const perTmt = (ONE_TMT * BigInt(config.rateGoal)) / BigInt(config.rateTmt);
  const priceInGoal = (BigInt(config.price) * BigInt(config.rateGoal)) / BigInt(config.rateTmt);
  const lowest = config.tiers[0];
  const highest = config.tiers[config.tiers.length - 1];
  return (
    <Card as="section" title={t('draw.rules.title')} aria-label={t('draw.rules.title')}>
      <ul className={styles.rules}>
        <li data-testid="draw-price">{t('draw.rules.price', { price: tmtText(config.price) })}</li>
        <li data-testid="draw-rate">{t('draw.rules.rate', { tmt: tmtText(ONE_TMT), goal: goalText(perTmt), price: tmtText(config.price), priceGoal: goalText(priceInGoal) })}</li>
        {lowest && highest ? (
          <li>
            {t('draw.rules.range', {
              min: percentText(lowest.multiplierBp),
              max: percentText(highest.multiplierBp),
              mean: percentText(config.meanBp),
              minGoal: goalText(lowest.reward),
              maxGoal: goalText(highest.reward),
            })}
          </li>
        ) : null}
        <li>{t('draw.rules.release', { days: config.releaseS / DAY_S })}</li>
        <li>{t('draw.rules.inviter', { share: percentText(config.inviterShareBp) })}</li>
        <li>{t('draw.rules.fair')}</li>
      </ul>
      <p>
        <ButtonLink to={paths.claimCenter()} variant="secondary">
          {t('draw.rules.claimCenter')}
        </ButtonLink>
      </p>
    </Card>
  );
}

/** The draw: pay TMT for a GOAL reward of 60–160 % of the price, drawn from a seed committed before the draw. */
export default function DrawPage() {
  const { t } = useTranslation('game');
  const signedIn = useIsLoggedIn();
  const config = useDrawConfig(signedIn);

  let body;
  if (config.isPending) body = <Skeleton height={320} />;
  else if (config.error && !config.data)
    body = (
      <EmptyState
        title={t('draw.loadFailed')}
        description={errorMessage(t, config.error)}
        action={<Button onClick={() => void config.refetch()}>{t('common:retry')}</Button>}
      />
    );
  else
    body = (
      <>
        <div className={styles.columns}>
          <Rules config={config.data} />
          <Distribution config={config.data} />
        </div>
        {signedIn ? (
          <>
            <DrawPanel config={config.data} />
            <History />
          </>
        ) : (
          <GuestPrompt title={t('draw.guestTitle')} description={t('draw.guestBody')} />
        )}
      </>
    );

  return (
    <div className={styles.page}>
      <PageTitle subtitle={t('draw.subtitle')}>{t('titles.draw')}</PageTitle>
      {body}
    </div>
  );
}
