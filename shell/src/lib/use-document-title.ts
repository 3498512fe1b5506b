import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title from an i18n key (`ns:key`), or to the app name when there is none. A layout effect: it runs
 * before the page's own effects, so a page's PageTitle (a player's name, say) wins even when it renders at once.
 */
export function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const title = titleKey ? t('common:documentTitle', { title: t(titleKey) }) : t('common:appName');
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
