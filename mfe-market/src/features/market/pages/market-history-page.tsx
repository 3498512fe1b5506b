import { UnderConstruction } from '../../../components/under-construction';

export default function MarketHistoryPage() {
  return <UnderConstruction titleKey="titles.history" />;
}
