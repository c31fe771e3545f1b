import { LabsListPage } from '@/features/labs/components/labs-list-page';

export default function LabsRoute() {
  return <LabsListPage />;
}
