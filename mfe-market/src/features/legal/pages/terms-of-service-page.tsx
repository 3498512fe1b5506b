import { useTranslation } from 'react-i18next';
import { formatDate, PageFrame } from '@fc/shared';
import { TERMS_CONTACT_EMAIL, TERMS_SECTIONS, TERMS_UPDATED_AT, type TermsSection } from '../terms';
import styles from './terms-of-service.module.css';

const TOC_ID = 'terms-contents';
const sectionId = (section: TermsSection) => `terms-${section}`;

function Section({ section, number }: { section: TermsSection; number: number }) {
  const { t } = useTranslation(['market', 'common']);
  const params = { app: t('common:appName'), email: TERMS_CONTACT_EMAIL };
  // The paragraphs are numbered keys under `body` (1, 2, …), so each language has exactly the same ones.
  const body = t(`terms.sections.${section}.body`, { returnObjects: true, ...params }) as Record<string, string>;
  const paragraphs = Object.keys(body).sort((a, b) => Number(a) - Number(b));
  return (
    <section id={sectionId(section)} aria-labelledby={`${sectionId(section)}-title`} className={styles.section} data-testid="terms-section" data-section={section}>
      <h2 id={`${sectionId(section)}-title`} className={styles.heading}>
        {number}. {t(`terms.sections.${section}.title`)}
      </h2>
      {paragraphs.map((key) => (
        <p key={key} className={styles.paragraph}>
          <span className={styles.clause}>
            {number}.{key}
          </span>{' '}
          {t(`terms.sections.${section}.body.${key}`, params)}
        </p>
      ))}
      <a href={`#${TOC_ID}`} className={styles.back}>
        {t('terms.backToTop')}
      </a>
    </section>
  );
}

/** /terms-of-service: the terms in the user's language, with a table of contents linking to each section. */
export default function TermsOfServicePage() {
  const { t } = useTranslation(['market', 'common']);
  return (
    <PageFrame title={t('titles.termsOfService')} subtitle={t('terms.updated', { date: formatDate(TERMS_UPDATED_AT, undefined, 'UTC') })}>
      <div className={styles.terms}>
        <nav aria-labelledby={TOC_ID} className={styles.toc}>
          <h2 id={TOC_ID} className={styles.heading}>
            {t('terms.contents')}
          </h2>
          <ol className={styles.tocList}>
            {TERMS_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${sectionId(section)}`}>{t(`terms.sections.${section}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.text}>
          <p className={styles.intro}>{t('terms.intro', { app: t('common:appName') })}</p>
          {TERMS_SECTIONS.map((section, index) => (
            <Section key={section} section={section} number={index + 1} />
          ))}
        </article>
      </div>
    </PageFrame>
  );
}
