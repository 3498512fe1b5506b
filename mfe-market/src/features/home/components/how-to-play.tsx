import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import { HomeSection } from './home-section';
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
    <HomeSection id="home-how-to-play" title={t('home.howToPlay.title')} data-testid="home-how-to-play">
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
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
