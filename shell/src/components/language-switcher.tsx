import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '@fc/shared';
import styles from './language-switcher.module.css';

/** English / 한국어; the choice is saved in the `language` cookie by setLanguage. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  // Subscribed through useTranslation: re-renders on languageChanged.
  const active = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('common:language')}
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-testid="language-switcher"
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={language === active}
          data-testid={`language-option-${language}`}
          onClick={() => void setLanguage(language)}
        >
          {t(`common:languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
