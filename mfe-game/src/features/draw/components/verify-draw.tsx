import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type DrawView } from '@fc/shared';
import { Alert } from '@fc/shared/ui';
import { bpPercent, verifyDraw, type Verification } from '../lib/draw';
import styles from './draw.module.css';

/** The revealed seed and its commitment, and a button that recomputes the outcome in the browser. */
export function VerifyDraw({ draw, shownHash }: { draw: DrawView; shownHash: string }) {
  const { t } = useTranslation('game');
  const [result, setResult] = useState<Verification | null>(null);
  const verified = result !== null && result.hashMatches && result.outcomeMatches;
  return (
    <div className={styles.verify}>
      <dl className={styles.seeds}>
        <div>
          <dt>{t('draw.verify.seed')}</dt>
          <dd>
            <code data-testid="draw-seed">{draw.seed}</code>
          </dd>
        </div>
        <div>
          <dt>{t('draw.verify.commitment')}</dt>
          <dd>
            <code>{shownHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t('draw.verify.nonce')}</dt>
          <dd>{draw.nonce}</dd>
        </div>
      </dl>
      <Button size="sm" variant="secondary" onClick={() => setResult(verifyDraw(draw, shownHash))}>
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
