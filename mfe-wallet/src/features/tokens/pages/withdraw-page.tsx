import { UnderConstruction } from '../../../components/under-construction';

export default function WithdrawPage() {
  return <UnderConstruction titleKey="titles.withdraw" />;
}
