import { UnderConstruction } from '../../../components/under-construction';

export default function CollectionPacksPage() {
  return <UnderConstruction titleKey="titles.packs" />;
}
