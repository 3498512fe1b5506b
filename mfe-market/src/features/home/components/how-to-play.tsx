import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import styles from './home.module.css';

/** The way through the game, in order: each step names what to do and links to where it is done. */
const STEPS = [
  { key: 'packs', to: paths.packs() },
  { key: 'lineup', to: paths.gameHome() },
  { key: 'topManager', to: paths.gameHome() },
  { key: 'market', to: paths.market() },
  { key: 'topPrize', to: paths.topPrize() },
] as const;

export function HowToPlay() {
  const { t } = useTranslation('market');
  return (
    <section className={styles.section} aria-labelledby="home-how-to-play" data-testid="home-how-to-play">
      <h2 id="home-how-to-play" className={styles.sectionTitle}>
        {t('home.howToPlay.title')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.key} className={styles.step} data-step={step.key}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.stepTitle}>{t(`home.howToPlay.${step.key}.title`)}</h3>
            <p className={styles.stepText}>{t(`home.howToPlay.${step.key}.text`)}</p>
            <Link to={step.to} className={styles.stepLink}>
              {t(`home.howToPlay.${step.key}.link`)}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
