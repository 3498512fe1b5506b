import { UnderConstruction } from '../../../components/under-construction';

export default function TermsOfServicePage() {
  return <UnderConstruction titleKey="titles.termsOfService" />;
}
