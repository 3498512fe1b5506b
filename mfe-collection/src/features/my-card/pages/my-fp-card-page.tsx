import { UnderConstruction } from '../../../components/under-construction';

export default function MyFpCardPage() {
  return <UnderConstruction titleKey="titles.myFpCard" />;
}
