import { useTranslation } from 'react-i18next';
import { ButtonLink, paths, Skeleton, useHydrated, useIsLoggedIn } from '@fc/shared';
import { packArtUrl } from '@fc/shared/contracts/resources';
import styles from './home.module.css';

/**
 * The page's heading and first step: sign up or sign in, or straight to the packs for someone signed in. Prerendered
 * (and while hydrating) the two buttons are placeholders of their size: who is signed in is not known then.
 */
export function Hero() {
  const { t } = useTranslation('market');
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  return (
    <section className={styles.hero} aria-labelledby="home-title" data-testid="home-hero">
      <div className={styles.heroText}>
        <p className={styles.heroKicker}>{t('home.hero.kicker')}</p>
        <h1 id="home-title" className={styles.heroTitle}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.heroLead}>{t('home.hero.lead')}</p>
        <div className={styles.actions}>
          {!hydrated ? (
            <>
              <Skeleton className={styles.ctaSkeleton} />
              <Skeleton className={styles.ctaSkeleton} />
            </>
          ) : loggedIn ? (
            <>
              <ButtonLink to={paths.packs()} size="lg" data-testid="home-cta-packs">
                {t('home.hero.packs')}
              </ButtonLink>
              <ButtonLink to={paths.collection()} size="lg" variant="secondary" data-testid="home-cta-collection">
                {t('home.hero.collection')}
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={paths.signup()} size="lg" data-testid="home-cta-signup">
                {t('home.hero.signUp')}
              </ButtonLink>
              <ButtonLink to={paths.login()} size="lg" variant="secondary" data-testid="home-cta-login">
                {t('home.hero.signIn')}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      <div className={styles.heroArt} aria-hidden="true">
        <img src={packArtUrl('legend')} alt="" width={240} height={320} className={styles.heroPack} />
        <img src={packArtUrl('allStar')} alt="" width={240} height={320} className={styles.heroPack} />
      </div>
    </section>
  );
}
