import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, PageTitle, paths, useIsLoggedIn } from '@fc/shared';
import CollectionItemsPage from './collection-items-page';
import pageStyles from '../../../components/page.module.css';

/** `/game/menu/item` (no sign-in needed): the user's items; a guest is shown the shop and asked to sign in. */
export default function GameMenuItemPage() {
  const { t } = useTranslation('collection');
  const loggedIn = useIsLoggedIn();
  return loggedIn ? (
    <CollectionItemsPage />
  ) : (
    <div className={pageStyles.page}>
      <PageTitle>{t('titles.gameMenuItem')}</PageTitle>
      <EmptyState
        data-testid="game-menu-items-guest"
        title={t('gameMenu.guestItems')}
        description={t('gameMenu.guestItemsBody')}
        action={
          <>
            <ButtonLink to={paths.login(paths.gameMenu('item'))}>{t('gameMenu.signIn')}</ButtonLink>{' '}
            <ButtonLink to={paths.propShop()} variant="secondary">
              {t('getItems')}
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
