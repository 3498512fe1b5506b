import { UnderConstruction } from '../../../components/under-construction';

export default function MarketCardRolPage() {
  return <UnderConstruction titleKey="titles.cardRol" />;
}
