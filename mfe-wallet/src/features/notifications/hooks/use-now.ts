import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (spec 3 §9: time-ago texts every 20 s). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
