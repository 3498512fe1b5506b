import { UnderConstruction } from '../../../components/under-construction';

export default function PayMethodsPage() {
  return <UnderConstruction titleKey="titles.payMethods" />;
}
