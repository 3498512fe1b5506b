import { RewardsView } from '../components/rewards-view';

export default function RewardsPage() {
  return <RewardsView />;
}
