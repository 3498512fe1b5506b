import { UnderConstruction } from '../../../components/under-construction';

export default function EditGroupPage() {
  return <UnderConstruction titleKey="titles.editGroup" />;
}
