import { UnderConstruction } from '../../../components/under-construction';

export default function PropShopPage() {
  return <UnderConstruction titleKey="titles.propShop" />;
}
