import { useParams } from 'react-router-dom';
import { ChangeTimePage } from '@/features/doctors/components/change-time/change-time-page';

export default function RescheduleRoute() {
  const { id } = useParams();
  return <ChangeTimePage idParam={id} />;
}
