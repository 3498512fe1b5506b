import { useTranslation } from 'react-i18next';
import { ButtonLink, PageFrame, paths, useIsLoggedIn } from '@fc/shared';
import { EmptyState } from '@fc/shared/ui';
import CollectionItemsPage from './collection-items-page';
import styles from './collection-pages.module.css';

/** `/game/menu/item` (no sign-in needed): the user's items; a guest is shown the shop and asked to sign in. */
export default function GameMenuItemPage() {
  const { t } = useTranslation('collection');
  const loggedIn = useIsLoggedIn();
  return loggedIn ? (
    <CollectionItemsPage title={t('titles.gameMenuItem')} />
  ) : (
    <PageFrame title={t('titles.gameMenuItem')}>
      <EmptyState
        data-testid="game-menu-items-guest"
        title={t('gameMenu.guestItems')}
        description={t('gameMenu.guestItemsBody')}
        action={
          <span className={styles.actions}>
            <ButtonLink to={paths.login(paths.gameMenu('item'))}>{t('gameMenu.signIn')}</ButtonLink>
            <ButtonLink to={paths.propShop()} variant="secondary">
              {t('getItems')}
            </ButtonLink>
          </span>
        }
      />
    </PageFrame>
  );
}
