import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@fc/shared';
import { tmtText } from '../../../lib/tmt';
import { powerText, type PowerPreview } from '../lib/power';
import styles from './top-prize.module.css';

/** Power now → power with the change, the set bonuses gained or lost, and the projected share of the next payout. */
export function PowerPreviewPanel({ preview }: { preview: PowerPreview }) {
  const { t } = useTranslation('game');
  const language = currentLanguage();
  const bonusNames = (list: readonly string[]) => list.map((bonus) => t(`topPrize.bonus.${bonus}`)).join(', ');
  return (
    <section aria-label={t('topPrize.preview.title')} data-testid="power-preview">
      <dl className={styles.figures}>
        <div>
          <dt>{t('topPrize.preview.power')}</dt>
          <dd>{t('topPrize.preview.change', { from: powerText(preview.before.total, language), to: powerText(preview.after.total, language) })}</dd>
        </div>
        <div>
          <dt>{t('topPrize.preview.share')}</dt>
          <dd>{t('topPrize.preview.change', { from: tmtText(preview.shareBefore), to: tmtText(preview.shareAfter) })}</dd>
        </div>
        <div>
          <dt>{t('topPrize.preview.bonuses')}</dt>
          <dd>{preview.after.bonuses.length === 0 ? t('topPrize.preview.noBonus') : bonusNames(preview.after.bonuses)}</dd>
        </div>
      </dl>
      {preview.gained.length > 0 ? <p className={styles.muted}>{t('topPrize.preview.gained', { bonuses: bonusNames(preview.gained) })}</p> : null}
      {preview.lost.length > 0 ? <p className={styles.muted}>{t('topPrize.preview.lost', { bonuses: bonusNames(preview.lost) })}</p> : null}
    </section>
  );
}
