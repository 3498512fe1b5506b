import { UnderConstruction } from '../../../components/under-construction';

export default function MarketDetailFpPage() {
  return <UnderConstruction titleKey="titles.detailFp" />;
}
