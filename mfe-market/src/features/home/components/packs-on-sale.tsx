import { useTranslation } from 'react-i18next';
import { paths, useHydrated, useIsLoggedIn, type PackListResponse, type PackSeriesSummary, type ServerClock } from '@fc/shared';
import { PackTile } from '../../../components/pack-tile';
import { byWhatCanBeDone } from '../../../lib/pack-order';
import { HOME_PACKS_SHOWN } from '../constants';
import type { PlainAnswer } from '../lib/use-plain-call';
import { GhostPackTile } from './ghost-tiles';
import { HomeSection } from './home-section';
import styles from './home.module.css';

/** The series a visitor can act on: on sale first, then those about to open; ended ones are left out. */
function seriesToShow(list: readonly PackSeriesSummary[]): PackSeriesSummary[] {
  return byWhatCanBeDone(list.filter((series) => series.period !== 'end')).slice(0, HOME_PACKS_SHOWN);
}

function GhostPackGrid() {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  return (
    <div className={styles.packGrid} aria-hidden="true">
      {Array.from({ length: HOME_PACKS_SHOWN }, (_, index) => (
        <GhostPackTile key={index} withLimits={hydrated && loggedIn} />
      ))}
    </div>
  );
}

/**
 * Packs on sale as tiles (art, period, live countdown on the server's clock, price, supply left). The page asks for
 * the list (its answer is also the page's clock); when the call fails the section still leads to the packs page.
 * Until it answers (and in the prerendered page) placeholders hold the tiles' place. With none to show (none on sale, or
 * the call failed) a line says where the packs are: the section shrinks then, rather than keep a tall empty box.
 */
export function PacksOnSale({ answer, clock }: { answer: PlainAnswer<PackListResponse>; clock: ServerClock }) {
  const { t } = useTranslation('market');
  const hydrated = useHydrated();
  const loading = !hydrated || answer.state === 'loading';
  const shown = answer.state === 'done' ? seriesToShow(answer.data.list) : [];
  return (
    <HomeSection
      id="home-packs-on-sale"
      title={t('home.packsOnSale.title')}
      more={{ to: paths.packs(), label: t('home.packsOnSale.link') }}
      busy={loading}
      data-testid="home-packs-on-sale"
    >
      {loading ? (
        <GhostPackGrid />
      ) : shown.length > 0 ? (
        <ul className={styles.packGrid}>
          {shown.map((series) => (
            <li key={series.seriesId}>
              <PackTile series={series} clock={clock} headingLevel={3} data-testid="home-pack" />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('home.packsOnSale.text')}</p>
      )}
    </HomeSection>
  );
}
