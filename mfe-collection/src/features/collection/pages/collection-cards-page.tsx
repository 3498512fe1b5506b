import { UnderConstruction } from '../../../components/under-construction';

export default function CollectionCardsPage() {
  return <UnderConstruction titleKey="titles.cards" />;
}
