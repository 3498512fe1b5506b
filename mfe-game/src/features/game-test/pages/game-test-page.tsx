import { UnderConstruction } from '../../../components/under-construction';

export default function GameTestPage() {
  return <UnderConstruction titleKey="titles.gameTest" />;
}
