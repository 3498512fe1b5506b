import { ExploreLinks } from '../components/explore-links';
import { Hero } from '../components/hero';
import { HowToPlay } from '../components/how-to-play';
import { MarketStrips } from '../components/market-strips';
import { PacksOnSale } from '../components/packs-on-sale';
import { TopManagerStrip } from '../components/top-manager-strip';
import { TopPrizeStrip } from '../components/top-prize-strip';
import styles from '../components/home.module.css';

/**
 * `/`: what a visitor needs to start. A guest's first load (the JS budget of ARCHITECTURE.md's performance note):
 * plain calls only (the packs on sale, the market strips), no server-state library, art as SVG from the resources host.
 */
export default function HomePage() {
  return (
    <div className={styles.page} data-testid="home-page">
      <Hero />
      <TopManagerStrip />
      <TopPrizeStrip />
      <PacksOnSale />
      <MarketStrips />
      <HowToPlay />
      <ExploreLinks />
    </div>
  );
}
