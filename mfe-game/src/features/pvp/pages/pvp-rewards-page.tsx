import { UnderConstruction } from '../../../components/under-construction';

export default function PvpRewardsPage() {
  return <UnderConstruction titleKey="titles.pvpRewards" />;
}
