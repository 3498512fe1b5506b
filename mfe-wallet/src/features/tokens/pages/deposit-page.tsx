import { UnderConstruction } from '../../../components/under-construction';

export default function DepositPage() {
  return <UnderConstruction titleKey="titles.deposit" />;
}
