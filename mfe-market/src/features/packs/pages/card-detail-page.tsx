import { UnderConstruction } from '../../../components/under-construction';

export default function CardDetailPage() {
  return <UnderConstruction titleKey="titles.card" />;
}
