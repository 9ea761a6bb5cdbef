import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyChunk, lazyPart, lazyTriggerPart, preloadUiParts } from './lazy-part';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

/** A chunk whose import resolves only when the test says so. */
function controlledChunk() {
  let resolve: () => void = () => {};
  const arrived = new Promise<void>((done) => {
    resolve = done;
  });
  const chunk = lazyChunk(() => arrived.then(() => ({ Counter })));
  return { chunk, arrive: resolve };
}

describe('lazyPart', () => {
  it('shows the fallback until the chunk arrives, then the part', async () => {
    const { chunk, arrive } = controlledChunk();
    const Part = lazyPart(
      chunk,
      (mod) => mod.Counter,
      ({ label }) => <span>{`انتظار ${label}`}</span>,
    );
    render(<Part label="عدد" />);
    expect(screen.getByText('انتظار عدد')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'عدد 0' })).toBeInTheDocument();
  });

  it('renders on the first render once preloaded, and keeps its state across re-renders', async () => {
    const { chunk, arrive } = controlledChunk();
    const Part = lazyPart(chunk, (mod) => mod.Counter);
    arrive();
    await preloadUiParts();
    const user = userEvent.setup();
    const { rerender } = render(<Part label="عدد" />);
    await user.click(screen.getByRole('button', { name: 'عدد 0' }));
    rerender(<Part label="العدد" />);
    expect(screen.getByRole('button', { name: 'العدد 1' })).toBeInTheDocument();
  });

  it('passes a failed load to the error boundary and loads again on the next render', async () => {
    let attempts = 0;
    const chunk = lazyChunk(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { Counter };
    });
    const Part = lazyPart(chunk, (mod) => mod.Counter);
    await expect(chunk.load()).rejects.toThrow('chunk failed');
    expect(() => chunk.read()).toThrow('chunk failed');
    render(<Part label="عدد" />);
    expect(await screen.findByRole('button', { name: 'عدد 0' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('with afterPaint, asks for its chunk once the fallback has painted, then shows the part', async () => {
    let asked = 0;
    const { chunk: inner, arrive } = controlledChunk();
    const chunk = lazyChunk(() => {
      asked += 1;
      return inner.load();
    });
    const Part = lazyPart(
      chunk,
      (mod) => mod.Counter,
      ({ label }) => <span>{`انتظار ${label}`}</span>,
      { afterPaint: true },
    );
    render(<Part label="عدد" />);
    expect(screen.getByText('انتظار عدد')).toBeInTheDocument();
    expect(asked).toBe(0);
    await waitFor(() => expect(asked).toBe(1));
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'عدد 0' })).toBeInTheDocument();
  });

  it('keeps the state of a part first rendered before its chunk arrived', async () => {
    const { chunk, arrive } = controlledChunk();
    const Part = lazyPart(chunk, (mod) => mod.Counter);
    const user = userEvent.setup();
    const { rerender } = render(<Part label="عدد" />);
    await act(async () => arrive());
    await user.click(await screen.findByRole('button', { name: 'عدد 0' }));
    rerender(<Part label="العدد" />);
    expect(screen.getByRole('button', { name: 'العدد 1' })).toBeInTheDocument();
  });
});

function Openable({ trigger, defaultOpen }: { trigger?: ReactNode; defaultOpen?: boolean }) {
  return (
    <>
      {trigger}
      {defaultOpen ? <p>مفتوح</p> : null}
    </>
  );
}

describe('lazyTriggerPart', () => {
  it('remembers a press on the trigger made while its chunk loads, and opens once loaded', async () => {
    const { chunk, arrive } = controlledChunk();
    const Part = lazyTriggerPart(
      lazyChunk(() => chunk.load().then(() => ({ Openable }))),
      (mod) => mod.Openable,
    );
    render(<Part trigger={<button type="button">افتح</button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'افتح' }));
    expect(screen.queryByText('مفتوح')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('مفتوح')).toBeInTheDocument();
  });

  it('stays closed when nothing was pressed', async () => {
    const { chunk, arrive } = controlledChunk();
    const Part = lazyTriggerPart(
      lazyChunk(() => chunk.load().then(() => ({ Openable }))),
      (mod) => mod.Openable,
    );
    render(<Part trigger={<button type="button">افتح</button>} />);
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'افتح' })).toBeInTheDocument();
    expect(screen.queryByText('مفتوح')).toBeNull();
  });
});

describe('lazyTriggerPart, controlled by its owner (open and onOpenChange)', () => {
  // The real Ark dialog: zag opens a dialog whose `open` or `defaultOpen` is true. Opened by
  // `defaultOpen` while its owner still said `open={false}`, it could not be closed again: a
  // student who tapped "ask a new question" before the dialog's code arrived was left with it
  // open over the sent question (e2e community.spec.ts, CI of 2026-11-28).
  function Owner({ chunk }: { chunk: Promise<unknown> }) {
    const [open, setOpen] = useState(false);
    const Dialog = useState(() =>
      lazyTriggerPart(
        lazyChunk(() => chunk.then(() => import('../components/dialog/dialog-parts'))),
        (mod) => mod.Dialog,
      ),
    )[0];
    return (
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="سؤال جديد"
        trigger={<button type="button">اسأل</button>}
      >
        <button type="button" onClick={() => setOpen(false)}>
          أرسل
        </button>
      </Dialog>
    );
  }

  it('tells the owner of an early press, and closes when the owner closes it', async () => {
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((done) => {
      arrive = done;
    });
    const user = userEvent.setup();
    render(<Owner chunk={chunk} />);
    await user.click(screen.getByRole('button', { name: 'اسأل' }));
    await act(async () => arrive());
    const dialog = await screen.findByRole('dialog', { name: 'سؤال جديد' });
    await user.click(within(dialog).getByRole('button', { name: 'أرسل' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'سؤال جديد' })).toBeNull());
  });
});

describe('lazyTriggerPart with afterFirstScreen', () => {
  it('asks for nothing before the first screen, and loads and opens on an early press', async () => {
    let asked = 0;
    const Part = lazyTriggerPart(
      lazyChunk(async () => {
        asked += 1;
        return { Openable };
      }),
      (mod) => mod.Openable,
      { afterFirstScreen: true },
    );
    render(<Part trigger={<button type="button">القائمة</button>} />);
    await act(async () => {});
    expect(asked).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'القائمة' }));
    expect(await screen.findByText('مفتوح')).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
