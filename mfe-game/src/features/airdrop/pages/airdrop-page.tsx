import { UnderConstruction } from '../../../components/under-construction';

export default function AirdropPage() {
  return <UnderConstruction titleKey="titles.airdrop" />;
}
