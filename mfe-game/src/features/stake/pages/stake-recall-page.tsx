import { UnderConstruction } from '../../../components/under-construction';

export default function StakeRecallPage() {
  return <UnderConstruction titleKey="titles.stakeRecall" />;
}
