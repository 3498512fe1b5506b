import { useState } from 'react';
import { PageFrame, type ServerClock } from '@fc/shared';
import { useHomePackList } from '../api/get-packs-on-sale';
import { ExploreLinks } from '../components/explore-links';
import { Hero } from '../components/hero';
import { HowToPlay } from '../components/how-to-play';
import { MarketStrips } from '../components/market-strips';
import { PacksOnSale } from '../components/packs-on-sale';
import { TopManagerBlock } from '../components/top-manager-block';
import { TopPrizeBlock } from '../components/top-prize-block';
import styles from '../components/home.module.css';

/**
 * `/`: what a visitor needs to start. A guest's first load (the JS budget of
 * docs/decisions/0013-a-guests-first-load-measured.md):
 * plain calls only (the packs on sale, today's ranking, the market strips), no server-state library, art as SVG from
 * the resources host. The pack list's answer carries the server's clock, which every countdown of the page follows
 * (the device's clock until it answers).
 */
export default function HomePage() {
  const packs = useHomePackList();
  const [deviceClock] = useState<ServerClock>(() => ({ now: Math.floor(Date.now() / 1000), answeredAt: Date.now() }));
  const serverNow = packs.state === 'done' ? packs.data.list[0]?.now : undefined;
  const clock = packs.state === 'done' && serverNow !== undefined ? { now: serverNow, answeredAt: packs.answeredAt } : deviceClock;
  return (
    <PageFrame data-testid="home-page">
      <Hero />
      <div className={styles.games}>
        <TopManagerBlock clock={clock} />
        <TopPrizeBlock clock={clock} />
      </div>
      <PacksOnSale answer={packs} clock={clock} />
      <MarketStrips />
      <HowToPlay />
      <ExploreLinks />
    </PageFrame>
  );
}
