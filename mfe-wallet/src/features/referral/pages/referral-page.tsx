import { UnderConstruction } from '../../../components/under-construction';

export default function ReferralPage() {
  return <UnderConstruction titleKey="titles.referral" />;
}
