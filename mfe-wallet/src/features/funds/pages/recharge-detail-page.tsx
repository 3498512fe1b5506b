import { UnderConstruction } from '../../../components/under-construction';

export default function RechargeDetailPage() {
  return <UnderConstruction titleKey="titles.recharge" />;
}
