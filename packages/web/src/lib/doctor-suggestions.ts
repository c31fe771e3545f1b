import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '@ehp/api-types';
import { useEffect, useState } from 'react';
import { $api } from '@/lib/api';

export type DoctorSuggestion = components['schemas']['DoctorSuggestion'];

const NO_SUGGESTIONS: DoctorSuggestion[] = [];

/** The contract's limit on q. */
export const SUGGEST_MAX_LENGTH = 60;
/** Typing pauses this long before a request: one per word, not one per letter. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * GET /api/doctors/suggestions for what is typed, debounced. Shared by the home page's search band
 * and the finder's search box: one key per text. The key changes with every settled text and the
 * query function takes the abort signal, so a reply to an older text is cancelled, never shown.
 */
export function useDoctorSuggestions(text: string): { suggestions: DoctorSuggestion[]; settledText: string } {
  const settledText = useDebounced(text.trim().slice(0, SUGGEST_MAX_LENGTH), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({
    ...$api.queryOptions('get', '/api/doctors/suggestions', { params: { query: { q: settledText } } }),
    enabled: settledText !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
    select: (response) => response.data.suggestions,
  });
  // One empty list for every render: a new [] each time would change the caller's effect
  // dependencies on every render, and SuggestionsSource's effect would update its parent forever.
  return { suggestions: settledText === '' ? NO_SUGGESTIONS : (query.data ?? NO_SUGGESTIONS), settledText };
}
