import { UnderConstruction } from '../../../components/under-construction';

export default function MyCardPage() {
  return <UnderConstruction titleKey="titles.myCard" />;
}
