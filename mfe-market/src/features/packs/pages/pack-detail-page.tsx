import { UnderConstruction } from '../../../components/under-construction';

export default function PackDetailPage() {
  return <UnderConstruction titleKey="titles.pack" />;
}
