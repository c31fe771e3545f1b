import { useParams } from 'react-router-dom';
import { LabPage } from '@/features/labs/components/lab-page';

export default function LabDetailRoute() {
  const { id } = useParams();
  return <LabPage idParam={id} />;
}
