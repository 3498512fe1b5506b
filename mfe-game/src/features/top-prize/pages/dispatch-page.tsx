import { UnderConstruction } from '../../../components/under-construction';

export default function DispatchPage() {
  return <UnderConstruction titleKey="titles.dispatch" />;
}
