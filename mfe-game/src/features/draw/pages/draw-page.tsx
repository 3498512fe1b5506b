import { UnderConstruction } from '../../../components/under-construction';

export default function DrawPage() {
  return <UnderConstruction titleKey="titles.draw" />;
}
