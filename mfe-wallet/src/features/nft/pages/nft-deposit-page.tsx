import { UnderConstruction } from '../../../components/under-construction';

export default function NftDepositPage() {
  return <UnderConstruction titleKey="titles.nftDeposit" />;
}
