import { useTranslation } from 'react-i18next';
import { ButtonLink, paths } from '@fc/shared';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle('shell:notFound.title');
  return (
    <section className={styles.center} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home()} variant="primary">
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to={paths.market()} variant="secondary">
          {t('notFound.market')}
        </ButtonLink>
      </div>
    </section>
  );
}
