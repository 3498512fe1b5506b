import { useTranslation } from 'react-i18next';
import { MAX_SKILL_LEVEL } from '@fc/shared/contracts/cards';
import styles from './my-card.module.css';

/** A skill's level as pips, filled up to it (out of 5); named "Locked" or "Level n" for assistive technology. */
export function SkillPips({ level }: { level: number }) {
  const { t } = useTranslation('collection');
  return (
    <span className={styles.pips} role="img" aria-label={level === 0 ? t('camp.locked') : t('camp.level', { level })}>
      {Array.from({ length: MAX_SKILL_LEVEL }, (_, index) => (
        <span key={index} className={[styles.pip, index < level ? styles.pipOn : ''].filter(Boolean).join(' ')} />
      ))}
    </span>
  );
}
