import { UnderConstruction } from '../../../components/under-construction';

export default function RankingPage() {
  return <UnderConstruction titleKey="titles.ranking" />;
}
