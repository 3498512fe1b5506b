import { UnderConstruction } from '../../../components/under-construction';

export default function MarketDetailBoxPage() {
  return <UnderConstruction titleKey="titles.detailBox" />;
}
