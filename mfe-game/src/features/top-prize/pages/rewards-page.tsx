import { UnderConstruction } from '../../../components/under-construction';

export default function RewardsPage() {
  return <UnderConstruction titleKey="titles.rewards" />;
}
