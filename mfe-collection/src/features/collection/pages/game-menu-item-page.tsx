import { UnderConstruction } from '../../../components/under-construction';

export default function GameMenuItemPage() {
  return <UnderConstruction titleKey="titles.gameMenuItem" />;
}
