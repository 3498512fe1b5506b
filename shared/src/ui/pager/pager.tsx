import { useTranslation } from 'react-i18next';
import { Button } from '@fc/shared';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** What is paged, for screen readers ("Message pages"). */
  label: string;
}

/** Previous / "Page n of m" / Next, for lists paged on the server; nothing at all when everything fits on one page. */
export function Pager({ page, pages, onChange, label }: PagerProps) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button type="button" variant="ghost" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        {t('previous')}
      </Button>
      <span aria-current="page">{t('pageOf', { page, pages })}</span>
      <Button type="button" variant="ghost" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        {t('next')}
      </Button>
    </nav>
  );
}
