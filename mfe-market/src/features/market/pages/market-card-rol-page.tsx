import { MarketGrid } from '../components/market-grid';

/** /market/cardrol — collectible cards on the market. */
export default function MarketCardRolPage() {
  return <MarketGrid tab="rol" />;
}
