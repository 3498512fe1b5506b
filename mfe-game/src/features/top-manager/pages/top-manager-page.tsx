import { UnderConstruction } from '../../../components/under-construction';

export default function TopManagerPage() {
  return <UnderConstruction titleKey="titles.topManager" />;
}
