import { UnderConstruction } from '../../../components/under-construction';

export default function MarketFavoritesPage() {
  return <UnderConstruction titleKey="titles.favorites" />;
}
