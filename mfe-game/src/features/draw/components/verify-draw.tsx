import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type DrawLegacyView, type DrawView } from '@fc/shared';
import { Alert } from '@fc/shared/ui';
import { bpPercent, verifyDraw, type Verification } from '../lib/draw';
import styles from './draw.module.css';

/** A draw from before the fair scheme: its revealed seed and commitment, and a button that recomputes the outcome in the browser. */
export function VerifyDraw({ draw, legacy }: { draw: DrawView; legacy: DrawLegacyView }) {
  const { t } = useTranslation('game');
  const [result, setResult] = useState<Verification | null>(null);
  const verified = result !== null && result.hashMatches && result.outcomeMatches;
  return (
    <div className={styles.verify}>
      <dl className={styles.seeds}>
        <div>
          <dt>{t('draw.verify.seed')}</dt>
          <dd>
            <code data-testid="draw-seed">{legacy.seed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('draw.verify.commitment')}</dt>
          <dd>
            <code>{legacy.seedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('draw.verify.nonce')}</dt>
          <dd>{legacy.nonce}</dd>
        </div>
      </dl>
      <Button size="sm" variant="secondary" onClick={() => setResult(verifyDraw(draw, legacy))}>
        {t('draw.verify.button')}
      </Button>
      <div role="status">
        {result === null ? null : verified ? (
          <Alert tone="success">{t('draw.verify.ok', { multiplier: bpPercent(draw.multiplierBp) })}</Alert>
        ) : (
          <Alert tone="error">{result.hashMatches ? t('draw.verify.outcomeMismatch') : t('draw.verify.hashMismatch')}</Alert>
        )}
      </div>
    </div>
  );
}
