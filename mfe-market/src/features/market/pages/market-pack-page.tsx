import { UnderConstruction } from '../../../components/under-construction';

export default function MarketPackPage() {
  return <UnderConstruction titleKey="titles.packMarket" />;
}
