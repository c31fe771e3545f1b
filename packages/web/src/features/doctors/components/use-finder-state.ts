import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  applyFinderChange,
  clearedFilters,
  readFinderParams,
  writeFinderParams,
  type FinderState,
} from '../lib/finder-params';

/**
 * The finder's state, read from and written to the URL. Filter changes replace the history entry
 * (ten tweaks should not take ten presses of Back to leave the page); a new page of results is
 * pushed, so Back returns to the previous page.
 */
export function useFinderState() {
  const [params, setParams] = useSearchParams();
  const state = readFinderParams(params);

  const update = useCallback(
    (patch: Partial<FinderState>) =>
      setParams((current) => writeFinderParams(applyFinderChange(readFinderParams(current), patch)), {
        replace: patch.page === undefined,
      }),
    [setParams],
  );

  const clearFilters = useCallback(
    () => setParams((current) => writeFinderParams(clearedFilters(readFinderParams(current))), { replace: true }),
    [setParams],
  );

  return { state, update, clearFilters };
}

export type FinderUpdate = ReturnType<typeof useFinderState>['update'];
