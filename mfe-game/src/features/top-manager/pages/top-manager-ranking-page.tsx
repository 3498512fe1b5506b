import { UnderConstruction } from '../../../components/under-construction';

export default function TopManagerRankingPage() {
  return <UnderConstruction titleKey="titles.topManagerRanking" />;
}
