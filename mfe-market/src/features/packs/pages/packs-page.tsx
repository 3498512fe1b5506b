import { UnderConstruction } from '../../../components/under-construction';

export default function PacksPage() {
  return <UnderConstruction titleKey="titles.packs" />;
}
