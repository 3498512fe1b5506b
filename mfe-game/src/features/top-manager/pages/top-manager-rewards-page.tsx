import { UnderConstruction } from '../../../components/under-construction';

export default function TopManagerRewardsPage() {
  return <UnderConstruction titleKey="titles.topManagerRewards" />;
}
