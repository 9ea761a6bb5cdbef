import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fakeApi } from '@app/dev-kit/fixtures';
import { uiMessages } from '@app/ui';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { token } from '#styled-system/tokens';
import AttachmentsPage from '../pages/attachments-page';
import HelpPage from '../pages/help-page';
import MyQuestionsPage from '../pages/my-questions-page';
import OurOutletsPage from '../pages/our-outlets-page';
import QuestionsBankPage from '../pages/questions-bank-page';
import { renderPage } from '../test/render';
import { pageFrame } from './page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

// The shell's <main> has no padding: on a 360 px phone a page without its own frame touches the
// screen's edges. jsdom draws nothing, so the frame's classes stand for the padding.
const framed = (el: HTMLElement) => {
  const frame = el.closest('section');
  expect(frame).not.toBeNull();
  expect(frame).toHaveClass(...pageFrame.split(' '));
};

const loadingPages: [string, ReactElement, string][] = [
  ['/attachments', <AttachmentsPage key="a" />, '/attachments'],
  ['/our-outlets', <OurOutletsPage key="o" />, '/our-outlets'],
  ['/questions-bank/directories', <QuestionsBankPage key="b" />, '/questions-bank/directories'],
  ['/questions-bank/my-questions', <MyQuestionsPage key="m" />, '/questions-bank/my-questions'],
];

describe('community pages on a phone', () => {
  it.each(loadingPages)(
    '%s is framed with side padding and shows placeholders while loading',
    async (_n, ui, url) => {
      api = fakeApi(() => new Promise(() => {}));
      renderPage(ui, { url });
      const loading = await screen.findByRole('status', { name: uiMessages.loading });
      framed(loading);
      // Placeholders with a real height: a bare number is no CSS length and drew a blank page.
      const blocks = within(loading).getAllByTestId('skeleton');
      expect(blocks.length).toBeGreaterThan(1);
      for (const b of blocks) expect(b.style.height).toMatch(/^\d+(\.\d+)?(rem|px)$/);
    },
  );

  it('/help is framed with side padding', () => {
    renderPage(<HelpPage />, { user: null });
    framed(screen.getByRole('heading', { level: 1 }));
  });
});

// Panda turns a size that is no token into no CSS (or a bare px number): the bank filter's fields
// came out 36 px wide and the pages' max widths vanished. Every literal size must be a token or a length.
const SIZE =
  /\b(width|minWidth|maxWidth|height|minHeight|maxHeight|inlineSize|minInlineSize|maxInlineSize|blockSize)\s*:\s*'([^']+)'/g;
const LENGTH =
  /^(\d+(\.\d+)?(rem|px|%|vh|dvh|vw|ch|lh)|auto|full|min-content|max-content|fit-content|0|calc\(.+\))$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('sizes in the styles', () => {
  it('are tokens or real lengths, in css() and on Skeleton', () => {
    const bad: string[] = [];
    for (const file of sources(join(import.meta.dirname, '..'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, prop, value] of text.matchAll(SIZE)) {
        if (value && !LENGTH.test(value) && token(`sizes.${value}` as never) === undefined)
          bad.push(`${file}: ${prop} '${value}'`);
      }
      for (const [, value] of text.matchAll(/<Skeleton[^>]*\bheight="([^"]+)"/g)) {
        if (value && !LENGTH.test(value)) bad.push(`${file}: Skeleton height "${value}"`);
      }
    }
    expect(bad).toEqual([]);
  });
});
