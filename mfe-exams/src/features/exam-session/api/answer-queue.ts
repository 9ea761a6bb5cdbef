import { type AnswerAttempt, type ExamAnswerInput, isHttpError } from '@app/shared-contracts';
import { createStore, get, set } from 'idb-keyval';
import { saveAnswers } from './save-answers';
import { saveImageAnswer } from './save-image-answer';
import { serverNow } from './server-clock';

export type QueuedAnswer = ExamAnswerInput & { seq: number; answered_at: string };
/**
 * An image answer: IndexedDB keeps the Blob itself, so it survives offline and a reload too.
 * `image: null` takes the question's image back (ordered by the same sequence).
 */
export type QueuedImage = { question_id: number; image: Blob | null; seq: number; answered_at: string };
export type QueuedItem = QueuedAnswer | QueuedImage;

export const isQueuedImage = (item: QueuedItem): item is QueuedImage => 'image' in item;
/** One entry per question and kind: an image and a text answer of a question do not replace each other. */
const slot = (item: QueuedItem) => `${isQueuedImage(item) ? 'image' : 'answer'}:${item.question_id}`;

/** Where the queue lives between reloads (IndexedDB in the browser; a Map in tests). */
export interface QueueStore {
  read(key: string): Promise<QueueState | undefined>;
  write(key: string, value: QueueState): Promise<void>;
}
export interface QueueState {
  seq: number;
  items: QueuedItem[];
}
export type QueueStatus = { state: 'saved' | 'saving' | 'offline' | 'ended'; waiting: number };
type Sent = Promise<{ remaining_seconds: number | null; answer_attempts?: AnswerAttempt[] }>;
type Send = (answers: QueuedAnswer[]) => Sent;
type SendImage = (image: QueuedImage) => Sent;

let idb: ReturnType<typeof createStore> | null = null;
/** Opened on first use, so importing this module touches no database. */
function idbStore() {
  if (!idb) idb = createStore('mfe-exams', 'answer-queue');
  return idb;
}
// async: a browser without IndexedDB (or a test's jsdom) rejects instead of throwing.
export const indexedDbStore: QueueStore = {
  read: async (key) => get<QueueState>(key, idbStore()),
  write: async (key, value) => set(key, value, idbStore()),
};

/**
 * Every answer, image answers included, is written here (durably) before it is sent. Sends go
 * oldest first (a run of answers in one call, an image alone in its place); a failed send leaves
 * them queued and is tried again when the browser is back online (or on the next push, or after a
 * reload). One entry per question and kind: a newer answer replaces the queued one, and its higher
 * sequence number makes the server keep it even if an older send arrives late.
 */
export class AnswerQueue {
  private state: QueueState = { seq: 0, items: [] };
  private status: QueueStatus = { state: 'saved', waiting: 0 };
  private listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;
  private loading: Promise<QueuedItem[]> | null = null;
  private readonly key: string;
  onRemaining: (seconds: number | null) => void = () => {};
  /** Answers the server took, with its attempts (an image's stored address, say). */
  onSaved: (items: QueuedItem[], attempts: AnswerAttempt[]) => void = () => {};
  /** Answers the server refused (an image it cannot read, say): dropped, the page says so. */
  onRefused: (items: QueuedItem[], error: unknown) => void = () => {};

  constructor(
    token: string,
    private readonly send: Send = (answers) => saveAnswers(token, answers),
    private readonly store: QueueStore = indexedDbStore,
    private readonly sendImage: SendImage = (image) => saveImageAnswer(token, image),
  ) {
    this.key = `session:${token}`;
  }

  /** Reads the stored queue once; later calls (the submit waits for it) get the same promise. */
  load(): Promise<QueuedItem[]> {
    this.loading ??= this.store
      .read(this.key)
      .catch(() => undefined)
      .then((saved) => {
        if (saved) this.state = saved;
        this.update(this.state.items.length ? 'saving' : 'saved');
        return this.state.items;
      });
    return this.loading;
  }

  push(answer: ExamAnswerInput): Promise<void> {
    return this.enqueue((seq, answered_at) => ({ ...answer, seq, answered_at }));
  }

  pushImage(questionId: number, image: Blob | null): Promise<void> {
    return this.enqueue((seq, answered_at) => ({ question_id: questionId, image, seq, answered_at }));
  }

  private async enqueue(make: (seq: number, answeredAt: string) => QueuedItem): Promise<void> {
    const seq = this.state.seq + 1;
    const item = make(seq, serverNow().toISOString());
    const items = [...this.state.items.filter((a) => slot(a) !== slot(item)), item];
    this.state = { seq, items };
    // "Saving" from the tap on: "all saved" must never show while an answer is still on its way.
    this.update('saving');
    await this.persist();
    await this.flush();
  }

  /**
   * Writes the queue to its store. A browser that cannot keep it (a private window refusing Blobs,
   * a full disk) still sends what waits now; only the reload-proofing is lost (a stale stored entry
   * is harmless: the server keeps the highest sequence number).
   */
  private persist(): Promise<void> {
    return this.store.write(this.key, this.state).catch(() => {});
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
      const ordered = [...this.state.items].sort((a, b) => a.seq - b.seq);
      const first = ordered[0] as QueuedItem;
      const run = ordered.findIndex(isQueuedImage);
      const batch = isQueuedImage(first) ? [first] : ordered.slice(0, run < 0 ? undefined : run);
      try {
        const answer = isQueuedImage(first)
          ? await this.sendImage(first)
          : await this.send(batch as QueuedAnswer[]);
        this.onRemaining(answer.remaining_seconds);
        this.onSaved(batch, answer.answer_attempts ?? []);
      } catch (err) {
        const status = isHttpError(err) ? err.response?.status : undefined;
        // No answer from the server: keep everything for the next try.
        if (!status || status >= 500 || status === 429) return this.update('offline');
        // The session is over (409) or an answer was refused (4xx): nothing to retry.
        if (status === 409 || status === 404) {
          this.state = { ...this.state, items: [] };
          await this.persist();
          return this.update('ended');
        }
        this.onRefused(batch, err);
      }
      const sent = new Map(batch.map((a) => [slot(a), a.seq]));
      this.state = {
        ...this.state,
        items: this.state.items.filter((a) => (sent.get(slot(a)) ?? -1) < a.seq),
      };
      await this.persist();
    }
    if (this.status.state !== 'ended') this.update('saved');
  }

  /** Answers still waiting, oldest first (they go with the submit; images cannot). */
  pending(): QueuedAnswer[] {
    return this.state.items.filter((a): a is QueuedAnswer => !isQueuedImage(a)).sort((a, b) => a.seq - b.seq);
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
