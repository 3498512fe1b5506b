import { UnderConstruction } from '../../../components/under-construction';

export default function PvpPage() {
  return <UnderConstruction titleKey="titles.pvp" />;
}
