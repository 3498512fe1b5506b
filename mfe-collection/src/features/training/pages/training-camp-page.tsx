import { UnderConstruction } from '../../../components/under-construction';

export default function TrainingCampPage() {
  return <UnderConstruction titleKey="titles.train" />;
}
