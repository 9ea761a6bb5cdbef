// Issue 31: the community and wallet pages read well on a 360 px phone (nothing outside the
// screen, text at least 12 px from its sides), and no page shows Latin letters outside the values
// that are Latin by nature (codes, e-mails, URLs: isolated left to right, or matched below).
import type { Page } from '@playwright/test';
import { readyStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInWithToken, waitForApp } from '../support/ui';

const MIN_SIDE_PADDING = 12;

const guestPages = ['/', '/courses', '/login', '/register', '/reset-password', '/about', '/terms', '/links'];
const communityPages = [
  '/help',
  '/help/tickets',
  '/attachments',
  '/our-outlets',
  '/questions-bank/directories',
  '/questions-bank/my-questions',
];
const walletPages = ['/wallet', '/wallet/topups', '/notifications'];
const studentPages = [
  '/home',
  '/profile',
  '/my-courses',
  '/my-exams/exams',
  ...communityPages,
  ...walletPages,
];

/** What of the page's main content leaves the screen or comes closer than MIN_SIDE_PADDING to it. */
function layoutProblems(page: Page) {
  return page.evaluate((padding) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main landmark'];
    for (const el of main.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Content that scrolls or is clipped on purpose (carousels, a scrolling strip) is its box's.
      let clipped = false;
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX)) clipped = true;
      }
      if (clipped) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const name = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`;
      if (r.left < -0.5 || r.right > width + 0.5)
        problems.push(`${name} outside the screen (${r.left}–${r.right})`);
      // Text itself keeps its distance from the screen's edges.
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (ownText && (r.left < padding - 0.5 || r.right > width - padding + 0.5))
        problems.push(
          `${name} "${el.textContent?.trim().slice(0, 30)}" closer than ${padding} px (${r.left}–${r.right})`,
        );
    }
    return problems;
  }, MIN_SIDE_PADDING);
}

/** Visible text with Latin letters, and visible native file pickers (they read 'Choose File'). */
function latinText(page: Page) {
  return page.evaluate(() => {
    const natural = [
      /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mails
      /(https?:\/\/|www\.)\S+/g, // URLs
    ];
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      if (
        !el ||
        el.closest('script, style, noscript, template, bdi, [dir="ltr"], code, kbd, samp, [translate="no"]')
      )
        continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let text = walker.currentNode.textContent ?? '';
      for (const re of natural) text = text.replace(re, '');
      if (/[A-Za-z]/.test(text)) found.push(text.trim().slice(0, 60));
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      const r = input.getBoundingClientRect();
      if (
        input.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        r.width > 2 &&
        r.height > 2
      )
        found.push(`a bare file picker (${input.name || input.id || 'unnamed'})`);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (field.dir !== 'ltr' && /[A-Za-z]/.test(field.placeholder) && field.checkVisibility())
        found.push(`placeholder "${field.placeholder}"`);
    }
    return found;
  });
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
}

test('community and wallet pages fit a 360 px phone with room at their sides', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone-360', 'a phone layout');
  const student = await readyStudent(request, 'phone');
  await signInWithToken(page, student.token!);
  const problems: string[] = [];
  for (const path of [...communityPages, ...walletPages]) {
    await settle(page, path);
    for (const p of await layoutProblems(page)) problems.push(`${path}: ${p}`);
  }
  expect(problems).toEqual([]);
});

test('no page shows Latin letters, nor a bare file picker', async ({ page, request }) => {
  const found: string[] = [];
  for (const path of guestPages) {
    await settle(page, path);
    for (const t of await latinText(page)) found.push(`${path}: ${t}`);
  }
  const student = await readyStudent(request, 'latin');
  await signInWithToken(page, student.token!);
  for (const path of studentPages) {
    await settle(page, path);
    for (const t of await latinText(page)) found.push(`${path}: ${t}`);
  }
  expect(found).toEqual([]);
});
