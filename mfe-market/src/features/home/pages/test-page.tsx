import { UnderConstruction } from '../../../components/under-construction';

export default function TestPage() {
  return <UnderConstruction titleKey="titles.test" />;
}
