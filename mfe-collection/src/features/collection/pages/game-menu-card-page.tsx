import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import { FpCardsView } from './collection-fp-cards-page';

/** `/game/menu/card/{viewMode?}`: the FP cards that play, in the game's layout. */
export default function GameMenuCardPage() {
  const { t } = useTranslation('collection');
  return <FpCardsView basePath={paths.gameMenu('card')} title={t('titles.gameMenuCard')} />;
}
