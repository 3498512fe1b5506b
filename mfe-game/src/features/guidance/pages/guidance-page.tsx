import { useTranslation } from 'react-i18next';
import { PageFrame } from '@fc/shared';
import {
  EnergySection,
  LineupSection,
  PveSection,
  PvpSection,
  QueueSection,
  ResultsSection,
  RewardsSection,
  SeasonsSection,
  SECTIONS,
} from '../components/guidance-sections';
import styles from '../components/guidance.module.css';

/** `/guidance`: how TopManager is played, every number from the game's constants, open to guests. */
export default function GuidancePage() {
  const { t } = useTranslation('game');
  return (
    <PageFrame title={t('titles.guidance')} subtitle={t('guidance.subtitle')}>
      <nav aria-label={t('guidance.toc')}>
        <ul className={styles.toc}>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`guidance.${id}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <LineupSection />
      <EnergySection />
      <QueueSection />
      <ResultsSection />
      <SeasonsSection />
      <RewardsSection />
      <PveSection />
      <PvpSection />
    </PageFrame>
  );
}
