import { UnderConstruction } from '../../../components/under-construction';

export default function GuidancePage() {
  return <UnderConstruction titleKey="titles.guidance" />;
}
