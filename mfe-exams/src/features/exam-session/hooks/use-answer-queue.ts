import { useEffect, useState, useSyncExternalStore } from 'react';
import { AnswerQueue, type QueuedItem } from '../api/answer-queue';

/**
 * The session's durable answer queue: loaded from IndexedDB (answers kept over a reload), flushed
 * at once and again whenever the browser says it is back online.
 */
export function useAnswerQueue(
  token: string,
  onRemaining: (seconds: number | null) => void,
  onRefused: AnswerQueue['onRefused'] = () => {},
  onSaved: AnswerQueue['onSaved'] = () => {},
) {
  const [queue] = useState(() => new AnswerQueue(token));
  const [restored, setRestored] = useState<QueuedItem[] | null>(null);
  queue.onRemaining = onRemaining;
  queue.onRefused = onRefused;
  queue.onSaved = onSaved;
  useEffect(() => {
    let live = true;
    void queue.load().then((items) => {
      if (!live) return;
      setRestored(items);
      void queue.flush();
    });
    const retry = () => void queue.flush();
    window.addEventListener('online', retry);
    // A dropped connection the browser did not notice: try again now and then.
    const id = setInterval(() => {
      if (queue.getStatus().state === 'offline') retry();
    }, 5000);
    return () => {
      live = false;
      window.removeEventListener('online', retry);
      clearInterval(id);
    };
  }, [queue]);
  const status = useSyncExternalStore(queue.subscribe, queue.getStatus);
  return { queue, status, restored };
}
