import { useTranslation } from 'react-i18next';
import { paths, type Crumb } from '@fc/shared';

/**
 * The way back from a card's pages: the collection, the card's list (FP cards or My cards), and the card itself when
 * the page is one of its own (the camp, training).
 */
export function useCardCrumbs(family: 'fp' | 'collectible', card?: { tokenId: string; name: string }): Crumb[] {
  const { t } = useTranslation('collection');
  const crumbs = [
    { label: t('crumbs.collection'), to: paths.collection() },
    family === 'fp' ? { label: t('titles.fpCards'), to: paths.collection('fpcards') } : { label: t('titles.cards'), to: paths.collection('cards') },
  ];
  if (!card) return crumbs;
  return [...crumbs, { label: card.name, to: family === 'fp' ? paths.myFpCard(card.tokenId) : paths.myCard(card.tokenId) }];
}
