import { UnderConstruction } from '../../../components/under-construction';

export default function NftHistoryPage() {
  return <UnderConstruction titleKey="titles.nftHistory" />;
}
