import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, useFormatMoney, type DrawConfigResponse, type DrawView } from '@fc/shared';
import { Card } from '@fc/shared/ui';
import { bpPercent, prefersReducedMotion } from '../lib/draw';
import styles from './draw.module.css';
import { DrawCheck } from './fair-draw';

/** How long the tiers roll before the result lands, and how fast. */
const ROLL_MS = 1_400;
const STEP_MS = 110;

/**
 * A draw's result: the tiers roll for a moment (not when the reader asked for less motion), then the multiplier and
 * the GOAL land, announced once; then the draw's fair details and the way to verify it.
 */
export function Reveal({ config, draw }: { config: DrawConfigResponse; draw: DrawView }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const [rolling, setRolling] = useState(() => !prefersReducedMotion());
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!rolling) return undefined;
    const ticker = setInterval(() => setStep((value) => value + 1), STEP_MS);
    const stop = setTimeout(() => setRolling(false), ROLL_MS);
    return () => {
      clearInterval(ticker);
      clearTimeout(stop);
    };
  }, [rolling]);

  const shown = config.tiers[step % config.tiers.length];
  return (
    <Card as="section" title={t('draw.result.title')} aria-label={t('draw.result.title')}>
      {rolling && shown ? (
        <div className={styles.rolling} aria-hidden="true">
          <span className={styles.bigNumber}>{bpPercent(shown.multiplierBp)}</span>
        </div>
      ) : (
        <div className={styles.landed} data-testid="draw-result">
          <span className={styles.bigNumber}>{bpPercent(draw.multiplierBp)}</span>
          <Money currency="GOAL" amount={draw.reward} className={styles.rewardLine} />
        </div>
      )}
      <p role="status" className={styles.muted}>
        {rolling ? t('draw.result.drawing') : t('draw.result.won', { reward: money('GOAL', draw.reward), multiplier: bpPercent(draw.multiplierBp), days: config.releaseS / 86_400 })}
      </p>
      {rolling ? null : <DrawCheck draw={draw} />}
    </Card>
  );
}
