import { UnderConstruction } from '../../../components/under-construction';

export default function ClaimCenterPage() {
  return <UnderConstruction titleKey="titles.claimCenter" />;
}
