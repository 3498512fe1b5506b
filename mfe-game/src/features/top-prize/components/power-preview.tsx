import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@fc/shared';
import { DefinitionList } from '@fc/shared/ui';
import { powerText, type PowerPreview } from '../lib/power';
import styles from './top-prize.module.css';

/** Power now → power with the change, the set bonuses gained or lost, and the projected share of the next payout. */
export function PowerPreviewPanel({ preview }: { preview: PowerPreview }) {
  const { t } = useTranslation('game');
  const money = useFormatMoney();
  const bonusNames = (list: readonly string[]) => list.map((bonus) => t(`topPrize.bonus.${bonus}`)).join(', ');
  return (
    <section aria-label={t('topPrize.preview.title')} data-testid="power-preview" className={styles.preview}>
      <DefinitionList
        layout="tiles"
        className={styles.previewFigures}
        items={[
          {
            id: 'power',
            term: t('topPrize.preview.power'),
            value: t('topPrize.preview.change', { from: powerText(preview.before.total), to: powerText(preview.after.total) }),
          },
          {
            id: 'share',
            term: t('topPrize.preview.share'),
            value: t('topPrize.preview.change', { from: money('TMT', preview.shareBefore), to: money('TMT', preview.shareAfter) }),
          },
          {
            id: 'bonuses',
            term: t('topPrize.preview.bonuses'),
            value: preview.after.bonuses.length === 0 ? t('topPrize.preview.noBonus') : bonusNames(preview.after.bonuses),
          },
        ]}
      />
      {preview.gained.length > 0 ? <p className={styles.muted}>{t('topPrize.preview.gained', { bonuses: bonusNames(preview.gained) })}</p> : null}
      {preview.lost.length > 0 ? <p className={styles.muted}>{t('topPrize.preview.lost', { bonuses: bonusNames(preview.lost) })}</p> : null}
    </section>
  );
}
