import { useState } from 'react';

const keyOf = (token: string) => `mfe-exams:question:${token}`;

function stored(token: string, count: number): number {
  try {
    const n = Number(sessionStorage.getItem(keyOf(token)));
    return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
  } catch {
    return 0; // storage refused (a private window): start at the first question
  }
}

/**
 * The current question, kept per session token in sessionStorage so a reload returns to it.
 * Spec 2 §4.6: reaching the last question (by next or the drawer) opens the submit dialog; a
 * reload that lands on it does not.
 */
export function useQuestionIndex(token: string, count: number, onLastReached: () => void) {
  const [index, setIndex] = useState(() => stored(token, count));
  function go(next: number) {
    if (next < 0 || next >= count || next === index) return;
    setIndex(next);
    try {
      sessionStorage.setItem(keyOf(token), String(next));
    } catch {
      // not kept over a reload; nothing else depends on it
    }
    if (next === count - 1) onLastReached();
  }
  return [index, go] as const;
}
