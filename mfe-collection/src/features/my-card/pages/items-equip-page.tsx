import { UnderConstruction } from '../../../components/under-construction';

export default function CollectionItemsEquipPage() {
  return <UnderConstruction titleKey="titles.itemsEquip" />;
}
