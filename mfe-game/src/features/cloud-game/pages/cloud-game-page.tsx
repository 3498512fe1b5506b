import { UnderConstruction } from '../../../components/under-construction';

export default function CloudGamePage() {
  return <UnderConstruction titleKey="titles.cloudGame" />;
}
