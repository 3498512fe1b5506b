import { MarketDetail } from '../components/market-detail';

export default function MarketDetailBoxPage() {
  return <MarketDetail kind="box" />;
}
