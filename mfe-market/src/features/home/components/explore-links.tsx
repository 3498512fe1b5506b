import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import styles from './home.module.css';

/** Where a visitor can go from here: every area of the site open to guests. */
const AREAS = [
  { key: 'packs', to: paths.packs() },
  { key: 'market', to: paths.market() },
  { key: 'shop', to: paths.propShop() },
  { key: 'poolSale', to: paths.poolSale() },
  { key: 'game', to: paths.gameHome() },
] as const;

export function ExploreLinks() {
  const { t } = useTranslation('market');
  return (
    <nav className={styles.section} aria-labelledby="home-explore" data-testid="home-explore">
      <h2 id="home-explore" className={styles.sectionTitle}>
        {t('home.explore.title')}
      </h2>
      <ul className={styles.areas}>
        {AREAS.map((area) => (
          <li key={area.key}>
            <Link to={area.to} className={styles.area} data-testid={`home-explore-${area.key}`}>
              <span className={styles.areaName}>{t(`home.explore.${area.key}.name`)}</span>
              <span className={styles.areaText}>{t(`home.explore.${area.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
