import { UnderConstruction } from '../../../components/under-construction';

export default function MyCardBreachPage() {
  return <UnderConstruction titleKey="titles.myCardBreach" />;
}
