import { MarketGrid } from '../components/market-grid';

/** /market/pack — packs and mystery boxes on the market. */
export default function MarketPackPage() {
  return <MarketGrid tab="pack" />;
}
