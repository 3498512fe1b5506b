import { RewardsView } from '../components/rewards-view';

export default function PvpRewardsPage() {
  return <RewardsView routeKind="pvp" />;
}
