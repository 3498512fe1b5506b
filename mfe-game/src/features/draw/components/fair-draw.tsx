import { useTranslation } from 'react-i18next';
import { ButtonLink, paths, type DrawFairView, type DrawView } from '@fc/shared';
import { bpPercent } from '../lib/draw';
import styles from './draw.module.css';
import { VerifyDraw } from './verify-draw';

/** Where /fair recomputes a draw under the scheme. */
export const fairDrawLink = (fair: DrawFairView): string =>
  paths.fair({ pairId: fair.pairId, nonce: fair.nonce, purpose: fair.purpose, digest: fair.digest });

/** A draw under the provably fair scheme: its pair, nonce, seeds and digest (the server seed once rotated), and Verify. */
export function FairDraw({ draw, fair }: { draw: DrawView; fair: DrawFairView }) {
  const { t } = useTranslation('game');
  const items = [
    { id: 'pair', term: t('draw.fair.pair'), value: t('draw.fair.pairValue', { pairId: fair.pairId }) },
    { id: 'nonce', term: t('draw.fair.nonce'), value: String(fair.nonce) },
    { id: 'hash', term: t('draw.fair.serverSeedHash'), value: <code>{fair.serverSeedHash}</code> },
    { id: 'player', term: t('draw.fair.playerSeed'), value: <code>{fair.playerSeed}</code> },
    { id: 'digest', term: t('draw.fair.digest'), value: <code data-testid="draw-digest">{fair.digest}</code> },
    {
      id: 'seed',
      term: t('draw.fair.serverSeed'),
      value: fair.serverSeed === null ? t('draw.fair.notRevealed') : <code data-testid="draw-server-seed">{fair.serverSeed}</code>,
    },
    { id: 'tier', term: t('draw.fair.tier'), value: t('draw.fair.tierValue', { tier: draw.tier + 1, multiplier: bpPercent(draw.multiplierBp) }) },
  ];
  return (
    <div className={styles.verify}>
      <dl className={styles.seeds}>
        {items.map((item) => (
          <div key={item.id}>
            <dt>{item.term}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('draw.fair.help')}</p>
      <ButtonLink size="sm" variant="secondary" to={fairDrawLink(fair)}>
        {t('draw.fair.verify')}
      </ButtonLink>
    </div>
  );
}

/** A draw's check: under the scheme its fair details and the link to /fair; from before it, the in-page check of its own seed. */
export function DrawCheck({ draw }: { draw: DrawView }) {
  if (draw.fair) return <FairDraw draw={draw} fair={draw.fair} />;
  if (draw.legacy) return <VerifyDraw draw={draw} legacy={draw.legacy} />;
  return null;
}
