import { UnderConstruction } from '../../../components/under-construction';

export default function GameMenuPackPage() {
  return <UnderConstruction titleKey="titles.gameMenuPack" />;
}
