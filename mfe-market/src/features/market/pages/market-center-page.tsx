import { MarketGrid } from '../components/market-grid';

/** /market/center — FP cards on the market. */
export default function MarketCenterPage() {
  return <MarketGrid tab="fp" />;
}
