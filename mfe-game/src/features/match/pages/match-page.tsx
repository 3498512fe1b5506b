import { UnderConstruction } from '../../../components/under-construction';

export default function MatchPage() {
  return <UnderConstruction titleKey="titles.match" />;
}
