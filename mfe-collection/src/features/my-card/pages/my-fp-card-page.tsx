import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '@fc/shared';
import { CardLayout, PanelPair, tradeActions, useCardSubtitle } from '../components/card-layout';
import { useCardCrumbs } from '../../../lib/card-crumbs';
import { CardPageFrame, type SellSlot } from '../components/card-page-frame';
import { AbilitiesPanel, EquipmentPanel, LevelPanel, ProductivePanel, SkillsPanel, StaminaPanel } from '../components/growth-panels';

/** `/mycard/fp/{tokenId}`: an FP card whole, and every way to grow, use or trade it — each disabled with its reason. */
export default function MyFpCardPage({ sell }: { sell?: SellSlot } = {}) {
  const { t } = useTranslation('collection');
  const tokenId = useParams().tokenId ?? '';
  const crumbs = useCardCrumbs('fp');
  const subtitle = useCardSubtitle();
  const actions = [{ action: 'train' as const, to: paths.mint(tokenId) }, ...tradeActions(tokenId)];
  return (
    <CardPageFrame tokenId={tokenId} title={t('titles.myFpCard')} testId="my-fp-card-page" breadcrumb={() => crumbs} subtitle={(detail) => subtitle(detail.card)}>
      {(detail) => (
        <CardLayout detail={detail} actions={actions} historyTitle={t('card.history')} sell={sell?.(detail)}>
          {detail.fp ? (
            <>
              <PanelPair>
                <LevelPanel detail={detail} fp={detail.fp} />
                <StaminaPanel detail={detail} fp={detail.fp} />
              </PanelPair>
              <PanelPair>
                <AbilitiesPanel fp={detail.fp} />
                <ProductivePanel detail={detail} fp={detail.fp} />
              </PanelPair>
              <PanelPair>
                <SkillsPanel detail={detail} fp={detail.fp} />
                <EquipmentPanel detail={detail} fp={detail.fp} />
              </PanelPair>
            </>
          ) : null}
        </CardLayout>
      )}
    </CardPageFrame>
  );
}
