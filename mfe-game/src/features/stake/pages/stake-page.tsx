import { UnderConstruction } from '../../../components/under-construction';

export default function StakePage() {
  return <UnderConstruction titleKey="titles.stake" />;
}
