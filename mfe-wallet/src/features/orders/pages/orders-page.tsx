import { UnderConstruction } from '../../../components/under-construction';

export default function OrdersPage() {
  return <UnderConstruction titleKey="titles.orders" />;
}
