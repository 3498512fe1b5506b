import { MarketDetail } from '../components/market-detail';

export default function MarketDetailRolPage() {
  return <MarketDetail kind="rol" />;
}
