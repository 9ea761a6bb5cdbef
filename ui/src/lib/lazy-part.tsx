import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useAfterFirstScreen } from './first-screen';

/**
 * Why: @app/ui is a Module Federation shared module, loaded whole before the first render
 * (no tree shaking). The heavy Ark parts (dialog, menu, select, number input, tabs) live in
 * async chunks instead and load when first rendered, or ahead of time with `preloadUiParts()`.
 * Unlike `React.lazy`, a part whose chunk is already loaded renders synchronously, so
 * behaviour (and any test that queries right after `render`) is unchanged once loaded.
 */
export interface LazyChunk<M> {
  load: () => Promise<M>;
  /** The module if loaded; otherwise suspends (throws the load promise) or throws its load error. */
  read: () => M;
  /** Whether the module has arrived (a part can then render it at once). */
  isLoaded: () => boolean;
}

const loaders: Array<() => Promise<unknown>> = [];

export function lazyChunk<M>(importer: () => Promise<M>): LazyChunk<M> {
  let mod: M | null = null;
  let pending: Promise<M> | null = null;
  let failure: { error: unknown } | null = null;
  const load = () => {
    pending ??= importer().then(
      (loaded) => {
        mod = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk request (network) is retried by the next load or render.
        pending = null;
        failure = { error };
        throw error;
      },
    );
    return pending;
  };
  const read = () => {
    if (mod) return mod;
    if (failure) {
      const { error } = failure;
      failure = null;
      throw error; // to the nearest error boundary
    }
    // The Suspense protocol React.lazy uses: React renders again once the promise settles.
    // (React 19's `use` did not retry here in jsdom nor under a synchronous act().)
    throw load();
  };
  loaders.push(load);
  return { load, read, isLoaded: () => mod !== null };
}

interface Part<M, P extends object> {
  chunk: LazyChunk<M>;
  pick: (mod: M) => ComponentType<P>;
}

function Loaded<M, P extends object>({ part, props }: { part: Part<M, P>; props: P }) {
  const Impl = part.pick(part.chunk.read());
  return <Impl {...props} />;
}

/** Calls `run` once the browser has painted the current frame (or soon, in a hidden tab). */
function afterNextPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, 200);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/**
 * The part once its chunk is here, asked for only after `fallback` has painted: a form's frame
 * shows its data before the form's code competes with it for the network and the CPU.
 */
function AfterPaint<M, P extends object>({
  part,
  props,
  fallback,
}: {
  part: Part<M, P>;
  props: P;
  fallback: (props: P) => ReactNode;
}) {
  const [ready, setReady] = useState(() => part.chunk.isLoaded());
  useEffect(() => {
    if (ready) return;
    let live = true;
    // A failed load renders too: `read` then throws its error to the nearest boundary.
    const settle = () => live && setReady(true);
    const cancel = afterNextPaint(() => void part.chunk.load().then(settle, settle));
    return () => {
      live = false;
      cancel();
    };
  }, [ready, part]);
  return ready ? <Loaded part={part} props={props} /> : fallback(props);
}

/**
 * A component rendered from `chunk`. The Suspense boundary is always there (so the part is
 * not remounted when its chunk arrives); it only shows `fallback` while the chunk loads. With
 * `afterPaint`, the chunk is asked for once `fallback` is on screen, not when first rendered.
 */
export function lazyPart<M, P extends object>(
  chunk: LazyChunk<M>,
  pick: (mod: M) => ComponentType<P>,
  fallback: (props: P) => ReactNode = () => null,
  opts: { afterPaint?: boolean } = {},
): (props: P) => ReactNode {
  const part: Part<M, P> = { chunk, pick };
  if (opts.afterPaint) {
    return (props: P) => (
      <Suspense fallback={fallback(props)}>
        <AfterPaint part={part} props={props} fallback={fallback} />
      </Suspense>
    );
  }
  return (props: P) => (
    <Suspense fallback={fallback(props)}>
      <Loaded part={part} props={props} />
    </Suspense>
  );
}

/**
 * A lazy part opened by its own trigger (dialogs, menus). While its chunk loads the trigger
 * shows, and a press on it is remembered: the part opens once its code is there, so an early tap
 * on a slow phone is not lost. With `afterFirstScreen`, a part that is closed on the first screen
 * (the user menu) does not even ask for its chunk before the first page is on screen (issue 9),
 * unless its trigger is pressed first.
 */
export function lazyTriggerPart<
  M,
  P extends {
    trigger?: ReactNode;
    defaultOpen?: boolean;
    open?: boolean;
    onOpenChange?: (open: boolean) => void;
  },
>(
  chunk: LazyChunk<M>,
  pick: (mod: M) => ComponentType<P>,
  opts: { afterFirstScreen?: boolean } = {},
): (props: P) => ReactNode {
  const part: Part<M, P> = { chunk, pick };
  function TriggerPart({ props, wait }: { props: P; wait: boolean }) {
    const [pressed, setPressed] = useState(false);
    // A part its owner controls (`open`) opens when the owner says so, so the press goes to the
    // owner, as the part's own trigger would send it. Opened by `defaultOpen` against the owner's
    // `open={false}`, an Ark dialog could never be closed again.
    const controlled = props.open !== undefined;
    const press = () => {
      setPressed(true);
      if (controlled) props.onOpenChange?.(true);
    };
    const trigger = props.trigger ? (
      <span style={{ display: 'contents' }} onClickCapture={press}>
        {props.trigger}
      </span>
    ) : null;
    if (wait && !pressed && !chunk.isLoaded()) return trigger;
    return (
      <Suspense fallback={trigger}>
        <Loaded part={part} props={pressed && !controlled ? { ...props, defaultOpen: true } : props} />
      </Suspense>
    );
  }
  if (!opts.afterFirstScreen) return (props: P) => <TriggerPart props={props} wait={false} />;
  return function AfterFirstScreen(props: P) {
    return <TriggerPart props={props} wait={!useAfterFirstScreen()} />;
  };
}

/**
 * Loads every lazy part of @app/ui. Tests await it in `beforeAll` (parts then render on the
 * first render); the shell may call it once idle after its first render so dialogs open at once.
 */
export function preloadUiParts(): Promise<void> {
  return Promise.all(loaders.map((load) => load())).then(() => undefined);
}
