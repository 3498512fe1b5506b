import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title from an i18n key (`ns:key`), or to the app name when there is none. */
export function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const title = titleKey ? t('common:documentTitle', { title: t(titleKey) }) : t('common:appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
