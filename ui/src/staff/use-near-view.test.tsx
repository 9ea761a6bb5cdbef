import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useNearView } from './use-near-view';

// A fake IntersectionObserver (jsdom has none): the test says when the element nears the screen.
let notify: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    notify = callback;
  }
  observe() {}
  disconnect() {}
}
afterEach(() => {
  vi.unstubAllGlobals();
  notify = null;
});

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearView(ref) ? 'near' : 'far'}</div>;
}

it('is false until the element nears the screen, then true', () => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  render(<Probe />);
  expect(screen.getByText('far')).toBeInTheDocument();
  act(() => notify?.([{ isIntersecting: false }]));
  expect(screen.getByText('far')).toBeInTheDocument();
  act(() => notify?.([{ isIntersecting: true }]));
  expect(screen.getByText('near')).toBeInTheDocument();
});

it('is true at once where there is no IntersectionObserver', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Probe />);
  expect(screen.getByText('near')).toBeInTheDocument();
});
