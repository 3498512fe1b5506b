import { useTranslation } from 'react-i18next';
import { ButtonLink, paths } from '@fc/shared';
import styles from './home.module.css';

/**
 * Where the packs on sale go (issue 11, the pack sale): the series on sale with their countdowns, built on the pack
 * sale's API by the packs feature and wired here when it lands. Until then the section leads to the packs page.
 * The home page renders this component only; replacing its body is the whole change.
 */
export function PacksOnSaleSlot() {
  const { t } = useTranslation('market');
  return (
    <section className={styles.section} aria-labelledby="home-packs-on-sale" data-testid="home-packs-on-sale">
      <h2 id="home-packs-on-sale" className={styles.sectionTitle}>
        {t('home.packsOnSale.title')}
      </h2>
      <p className={styles.stepText}>{t('home.packsOnSale.text')}</p>
      <ButtonLink to={paths.packs()} variant="secondary">
        {t('home.packsOnSale.link')}
      </ButtonLink>
    </section>
  );
}
