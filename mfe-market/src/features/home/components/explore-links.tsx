import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@fc/shared';
import { HomeSection } from './home-section';
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
    <HomeSection id="home-explore" as="nav" title={t('home.explore.title')} data-testid="home-explore">
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
    </HomeSection>
  );
}
