import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  errorMessage,
  PageFrame,
  paths,
  Skeleton,
  useFormatMoney,
  useIsLoggedIn,
  type DrawConfigResponse,
} from '@fc/shared';
import { Card, EmptyState } from '@fc/shared/ui';
import { GuestPrompt } from '../../../components/guest-prompt';
import { useDrawConfig } from '../api/get-draw-config';
import { Distribution } from '../components/distribution';
import { DrawPanel } from '../components/draw-panel';
import { History } from '../components/history';
import styles from '../components/draw.module.css';
import { bpPercent } from '../lib/draw';

const DAY_S = 86_400;
const ONE_TMT = 10n ** 18n;

/** The rules from the server's config: price, the published rate, the range and mean, the inviter's share, release. */
function Rules({ config }: { config: DrawConfigResponse }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const perTmt = (ONE_TMT * BigInt(config.rateGoal)) / BigInt(config.rateTmt);
  const priceInGoal = (BigInt(config.price) * BigInt(config.rateGoal)) / BigInt(config.rateTmt);
  const lowest = config.tiers[0];
  const highest = config.tiers[config.tiers.length - 1];
  return (
    <Card as="section" title={t('draw.rules.title')} aria-label={t('draw.rules.title')}>
      <ul className={styles.rules}>
        <li data-testid="draw-price">{t('draw.rules.price', { price: money('TMT', config.price) })}</li>
        <li data-testid="draw-rate">{t('draw.rules.rate', { tmt: money('TMT', ONE_TMT), goal: money('GOAL', perTmt), price: money('TMT', config.price), priceGoal: money('GOAL', priceInGoal) })}</li>
        {lowest && highest ? (
          <li>
            {t('draw.rules.range', {
              min: bpPercent(lowest.multiplierBp),
              max: bpPercent(highest.multiplierBp),
              mean: bpPercent(config.meanBp),
              minGoal: money('GOAL', lowest.reward),
              maxGoal: money('GOAL', highest.reward),
            })}
          </li>
        ) : null}
        <li>{t('draw.rules.release', { days: config.releaseS / DAY_S })}</li>
        <li>{t('draw.rules.inviter', { share: bpPercent(config.inviterShareBp) })}</li>
        <li>{t('draw.rules.fair')}</li>
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={paths.claimCenter()} variant="secondary">
          {t('draw.rules.claimCenter')}
        </ButtonLink>
      </div>
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
    <PageFrame title={t('titles.draw')} subtitle={t('draw.subtitle')}>
      {body}
    </PageFrame>
  );
}
