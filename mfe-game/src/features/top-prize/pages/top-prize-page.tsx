import { UnderConstruction } from '../../../components/under-construction';

export default function TopPrizePage() {
  return <UnderConstruction titleKey="titles.topPrize" />;
}
