import { useEffect, useState } from 'react';

/** Index that advances every `ms` through `count` items (paused while `paused`). */
export function useCycle(count: number, ms = 5000, paused = false) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ms);
    return () => window.clearInterval(timer);
  }, [count, ms, paused]);
  const safe = count > 0 ? index % count : 0;
  return {
    index: safe,
    go: (i: number) => setIndex(((i % count) + count) % count),
  };
}
