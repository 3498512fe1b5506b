import { UnderConstruction } from '../../../components/under-construction';

export default function RecallPage() {
  return <UnderConstruction titleKey="titles.recall" />;
}
