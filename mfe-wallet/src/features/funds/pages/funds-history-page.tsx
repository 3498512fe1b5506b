import { UnderConstruction } from '../../../components/under-construction';

export default function FundsHistoryPage() {
  return <UnderConstruction titleKey="titles.fundsHistory" />;
}
