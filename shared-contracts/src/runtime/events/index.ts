import type { Course } from '../../contracts/schemas/course';
import type { Lecture } from '../../contracts/schemas/lecture';

/**
 * What one remote announces and others may act on (issue 30, decision 0033). A remote never
 * writes another remote's query cache or store: it announces the fact here, and each owner
 * updates its own data (the catalogue its courses, learning its lectures, the wallet the balance).
 */
export interface AppEvents {
  /** A course or lecture was bought (or got free) through the wallet's checkout. */
  purchased:
    | { kind: 'course'; id: number; course: Course; balance?: number }
    | { kind: 'lecture'; id: number; lecture: Lecture; balance?: number };
  /** The owner's copy is out of date (e.g. ALREADY_PURCHASED: got elsewhere): it reads it again. */
  outdated: { kind: 'course' | 'lecture'; id: number };
  /** The wallet's balance moved (purchase, transfer, recharge card), in pounds. */
  balanceChanged: { balance: number };
}

export type AppEventName = keyof AppEvents;
export type AppEventListener<E extends AppEventName> = (payload: AppEvents[E]) => void;

/** A typed announcer; `appEvents` is the page's one instance (this package is an MF singleton). */
export function createEventBus<Events extends object = AppEvents>() {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    /** Listens to one event; the returned function stops listening. */
    on<E extends keyof Events>(name: E, listener: (payload: Events[E]) => void): () => void {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      const entry = listener as (payload: never) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    /**
     * Tells every current listener. One that throws is reported (as an uncaught error, so the
     * page's error reporting sees it) and does not keep the others from hearing the news.
     */
    emit<E extends keyof Events>(name: E, payload: Events[E]): void {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (payload: Events[E]) => void)(payload);
        } catch (error) {
          report(error);
        }
      }
    },
    /** How many listen to an event (tests, diagnostics). */
    count(name: keyof Events): number {
      return listeners.get(name)?.size ?? 0;
    },
  };
}
export type EventBus<Events extends object = AppEvents> = ReturnType<typeof createEventBus<Events>>;

function report(error: unknown) {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/** The page's one event bus, shared by the shell and every remote. */
export const appEvents: EventBus = createEventBus<AppEvents>();
