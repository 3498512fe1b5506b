import { UnderConstruction } from '../../../components/under-construction';

export default function AirdropDispatchPage() {
  return <UnderConstruction titleKey="titles.airdropDispatch" />;
}
