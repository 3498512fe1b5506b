import { UnderConstruction } from '../../../components/under-construction';

export default function StakeGoalPage() {
  return <UnderConstruction titleKey="titles.stakeGoal" />;
}
