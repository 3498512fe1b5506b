import { useTranslation } from 'react-i18next';
import { Button } from '@fc/shared';
import styles from '../pages/messages.module.css';

interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

export function Pager({ page, pages, onChange }: PagerProps) {
  const { t } = useTranslation('auth');
  return (
    <nav className={styles.pager} aria-label={t('messages.pagination')}>
      <Button type="button" variant="ghost" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        {t('common:previous')}
      </Button>
      <span aria-current="page">{t('messages.pageOf', { page, pages })}</span>
      <Button type="button" variant="ghost" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        {t('common:next')}
      </Button>
    </nav>
  );
}
