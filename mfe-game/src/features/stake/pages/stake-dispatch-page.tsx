import { UnderConstruction } from '../../../components/under-construction';

export default function StakeDispatchPage() {
  return <UnderConstruction titleKey="titles.stakeDispatch" />;
}
