import { UnderConstruction } from '../../../components/under-construction';

export default function CollectionFpPackPage() {
  return <UnderConstruction titleKey="titles.fpPack" />;
}
