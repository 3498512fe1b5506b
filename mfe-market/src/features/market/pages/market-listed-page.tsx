import { UnderConstruction } from '../../../components/under-construction';

export default function MarketListedPage() {
  return <UnderConstruction titleKey="titles.listed" />;
}
