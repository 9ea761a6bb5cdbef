import { type ExamAnswerInput, isAxiosError } from '@app/shared-contracts';
import { createStore, get, set } from 'idb-keyval';
import { saveAnswers } from './save-answers';
import { serverNow } from './server-clock';

export type QueuedAnswer = ExamAnswerInput & { seq: number; answered_at: string };

/** Where the queue lives between reloads (IndexedDB in the browser; a Map in tests). */
export interface QueueStore {
  read(key: string): Promise<QueueState | undefined>;
  write(key: string, value: QueueState): Promise<void>;
}
export interface QueueState {
  seq: number;
  items: QueuedAnswer[];
}
export type QueueStatus = { state: 'saved' | 'saving' | 'offline' | 'ended'; waiting: number };
type Send = (answers: QueuedAnswer[]) => Promise<{ remaining_seconds: number | null }>;

let idb: ReturnType<typeof createStore> | null = null;
/** Opened on first use, so importing this module touches no database. */
function idbStore() {
  if (!idb) idb = createStore('mfe-exams', 'answer-queue');
  return idb;
}
export const indexedDbStore: QueueStore = {
  read: (key) => get<QueueState>(key, idbStore()),
  write: (key, value) => set(key, value, idbStore()),
};

/**
 * Every answer is written here (durably) before it is sent. Sends go oldest first; a failed send
 * leaves the answers queued and is tried again when the browser is back online (or on the next
 * push, or after a reload). One entry per question: a newer answer replaces the queued one, and
 * its higher sequence number makes the server keep it even if an older send arrives late.
 */
export class AnswerQueue {
  private state: QueueState = { seq: 0, items: [] };
  private status: QueueStatus = { state: 'saved', waiting: 0 };
  private listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private readonly key: string;
  onRemaining: (seconds: number | null) => void = () => {};

  constructor(
    token: string,
    private readonly send: Send = (answers) => saveAnswers(token, answers),
    private readonly store: QueueStore = indexedDbStore,
  ) {
    this.key = `session:${token}`;
  }

  async load(): Promise<QueuedAnswer[]> {
    const saved = await this.store.read(this.key).catch(() => undefined);
    if (saved) this.state = saved;
    this.update(this.state.items.length ? 'saving' : 'saved');
    return this.state.items;
  }

  async push(answer: ExamAnswerInput): Promise<void> {
    const seq = this.state.seq + 1;
    const item: QueuedAnswer = { ...answer, seq, answered_at: serverNow().toISOString() };
    const items = [...this.state.items.filter((a) => a.question_id !== answer.question_id), item];
    this.state = { seq, items };
    await this.store.write(this.key, this.state);
    this.update('saving');
    await this.flush();
  }

  /** Sends what waits; resolves when the queue is empty or the network failed. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.state.items.length > 0 && this.status.state !== 'ended') {
      const batch = [...this.state.items].sort((a, b) => a.seq - b.seq);
      try {
        const answer = await this.send(batch);
        this.onRemaining(answer.remaining_seconds);
      } catch (err) {
        const status = isAxiosError(err) ? err.response?.status : undefined;
        // No answer from the server: keep everything for the next try.
        if (!status || status >= 500 || status === 429) return this.update('offline');
        // The session is over (409) or an answer was refused (4xx): nothing to retry.
        if (status === 409 || status === 404) {
          this.state = { ...this.state, items: [] };
          await this.store.write(this.key, this.state);
          return this.update('ended');
        }
      }
      const sent = new Map(batch.map((a) => [a.question_id, a.seq]));
      this.state = {
        ...this.state,
        items: this.state.items.filter((a) => (sent.get(a.question_id) ?? -1) < a.seq),
      };
      await this.store.write(this.key, this.state);
    }
    if (this.status.state !== 'ended') this.update('saved');
  }

  /** Answers still waiting, oldest first (they go with the submit). */
  pending(): QueuedAnswer[] {
    return [...this.state.items].sort((a, b) => a.seq - b.seq);
  }

  getStatus = (): QueueStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(state: QueueStatus['state']): void {
    const next = { state, waiting: this.state.items.length };
    if (next.state === this.status.state && next.waiting === this.status.waiting) return;
    this.status = next;
    for (const l of this.listeners) l();
  }
}
