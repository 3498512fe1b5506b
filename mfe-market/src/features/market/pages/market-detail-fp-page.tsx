import { MarketDetail } from '../components/market-detail';

export default function MarketDetailFpPage() {
  return <MarketDetail kind="fp" />;
}
