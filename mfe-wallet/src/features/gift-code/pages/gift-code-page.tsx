import { UnderConstruction } from '../../../components/under-construction';

export default function GiftCodePage() {
  return <UnderConstruction titleKey="titles.giftCode" />;
}
