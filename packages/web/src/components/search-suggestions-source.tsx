import { useEffect } from 'react';
import { useDoctorSuggestions, type DoctorSuggestion } from '@/lib/doctor-suggestions';

type Props = { text: string; onResult: (result: { suggestions: DoctorSuggestion[]; settledText: string }) => void };

/**
 * Where the suggestions come from (the API client and the query), loaded on the search box's first
 * focus or keystroke: the home page's first load stays without the API client (tests/size).
 */
export default function SuggestionsSource({ text, onResult }: Props) {
  const { suggestions, settledText } = useDoctorSuggestions(text);
  useEffect(() => onResult({ suggestions, settledText }), [suggestions, settledText, onResult]);
  return null;
}
