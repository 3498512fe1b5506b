import { UnderConstruction } from '../../../components/under-construction';

export default function MarketDetailRolPage() {
  return <UnderConstruction titleKey="titles.detailRol" />;
}
