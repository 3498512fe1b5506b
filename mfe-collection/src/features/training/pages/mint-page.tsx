import { UnderConstruction } from '../../../components/under-construction';

export default function MintPage() {
  return <UnderConstruction titleKey="titles.mint" />;
}
