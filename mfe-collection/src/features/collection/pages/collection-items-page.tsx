import { UnderConstruction } from '../../../components/under-construction';

export default function CollectionItemsPage() {
  return <UnderConstruction titleKey="titles.items" />;
}
