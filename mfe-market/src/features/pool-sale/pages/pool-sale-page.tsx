import { UnderConstruction } from '../../../components/under-construction';

export default function PoolSalePage() {
  return <UnderConstruction titleKey="titles.poolSale" />;
}
