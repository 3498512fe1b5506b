import { UnderConstruction } from '../../../components/under-construction';

export default function PvePage() {
  return <UnderConstruction titleKey="titles.pve" />;
}
