import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '@fc/shared';
import { CardActions, type PageAction } from '../components/card-actions';
import { CardFacts, CardHistory, CardPicture } from '../components/card-facts';
import { CardPageFrame } from '../components/card-page-frame';
import { AbilitiesPanel, EquipmentPanel, LevelPanel, ProductivePanel, SkillsPanel, StaminaPanel } from '../components/growth-panels';
import { Card } from '@fc/shared';
import styles from '../components/my-card.module.css';

/** `/mycard/fp/{tokenId}`: an FP card whole, and every way to grow, use or trade it — each disabled with its reason. */
export default function MyFpCardPage() {
  const { t } = useTranslation('collection');
  const tokenId = useParams().tokenId ?? '';
  const actions: PageAction[] = [
    { action: 'train', to: paths.mint(tokenId) },
    { action: 'list', to: `${paths.market('listed')}?sell=${tokenId}` },
    { action: 'sendToTopPrize', to: `/game/dispatch?tokenId=${tokenId}` },
    { action: 'stake', to: `/game/stake/dispatch?tokenId=${tokenId}` },
  ];
  return (
    <CardPageFrame tokenId={tokenId} title={t('titles.myFpCard')} testId="my-fp-card-page">
      {(detail) => (
        <div className={styles.layout}>
          <aside className={styles.aside}>
            <CardPicture detail={detail} />
            <CardActions detail={detail} actions={actions} />
          </aside>
          <div className={styles.sections}>
            <Card title={t('card.about')}>
              <CardFacts detail={detail} />
            </Card>
            {detail.fp ? (
              <>
                <LevelPanel detail={detail} fp={detail.fp} />
                <StaminaPanel detail={detail} fp={detail.fp} />
                <AbilitiesPanel fp={detail.fp} />
                <ProductivePanel detail={detail} fp={detail.fp} />
                <SkillsPanel detail={detail} fp={detail.fp} />
                <EquipmentPanel detail={detail} fp={detail.fp} />
              </>
            ) : null}
            <Card title={t('card.history')}>
              <CardHistory detail={detail} />
            </Card>
          </div>
        </div>
      )}
    </CardPageFrame>
  );
}
