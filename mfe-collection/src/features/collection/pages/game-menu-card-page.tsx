import { UnderConstruction } from '../../../components/under-construction';

export default function GameMenuCardPage() {
  return <UnderConstruction titleKey="titles.gameMenuCard" />;
}
