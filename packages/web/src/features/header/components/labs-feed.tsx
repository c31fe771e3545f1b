import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { labsQueryOptions } from '@/lib/labs-query';
import type { LabsState } from '../api/labs';

/**
 * Reads the labs (GET /api/medical-test-labs/get, shared with the patient's shortcut) and reports
 * them to the Labs menu. Loaded with the query client the first time the menu opens.
 */
export default function LabsFeed({ onChange }: { onChange: (state: LabsState) => void }) {
  const { data, isError, refetch } = useQuery(labsQueryOptions());
  useEffect(() => {
    if (isError) onChange({ status: 'error', retry: () => void refetch() });
    else if (data) onChange({ status: 'ready', labs: data });
    else onChange({ status: 'loading' });
  }, [data, isError, refetch, onChange]);
  return null;
}
