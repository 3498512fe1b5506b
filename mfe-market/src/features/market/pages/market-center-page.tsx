import { UnderConstruction } from '../../../components/under-construction';

export default function MarketCenterPage() {
  return <UnderConstruction titleKey="titles.center" />;
}
