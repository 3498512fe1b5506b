import { UnderConstruction } from '../../../components/under-construction';

export default function CollectionFpCardsPage() {
  return <UnderConstruction titleKey="titles.fpCards" />;
}
