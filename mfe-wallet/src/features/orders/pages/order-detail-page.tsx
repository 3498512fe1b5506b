import { UnderConstruction } from '../../../components/under-construction';

export default function OrderDetailPage() {
  return <UnderConstruction titleKey="titles.order" />;
}
