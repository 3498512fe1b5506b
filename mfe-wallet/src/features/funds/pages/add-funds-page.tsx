import { UnderConstruction } from '../../../components/under-construction';

export default function AddFundsPage() {
  return <UnderConstruction titleKey="titles.addFunds" />;
}
