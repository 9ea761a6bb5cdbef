import { sampleAppData } from '@app/dev-kit/fixtures';
import { announcementKey } from '@app/shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { renderDocument, renderOverlay } from './render';

const appData = sampleAppData({ general_announcement: 'مرحبًا <b>بكم</b> https://example.com' });
const fetch = vi.fn(async () => ({ status: 404, body: '{}' }));

describe("the shell's server render (issue 9)", () => {
  it('renders /login in the frame, with the announcement beside it as a dialog that closes without script', async () => {
    const doc = await renderDocument({
      url: '/login',
      pageHtml: null,
      appData,
      dismissedAnnouncement: null,
      fetch,
    });
    expect(doc?.html).toContain('<form');
    expect(doc?.overlay).toMatch(/^<dialog open="" id="first-screen-announcement"/);
    expect(doc?.overlay).toMatch(/<form [^>]*method="dialog"/);
    // Modal as sent (the api makes the page beside it inert): its button has the focus.
    expect(doc?.overlay).toMatch(/^<dialog [^>]*aria-modal="true"/);
    expect(doc?.overlay).toMatch(/<button [^>]*autofocus=""[^>]*>حسنًا/);
    expect(doc?.overlay).toContain('مرحبًا &lt;b&gt;بكم&lt;/b&gt;');
    expect(doc?.overlay).toContain('href="https://example.com/"');
  });

  it('leaves out an announcement the visitor dismissed, or none', async () => {
    const dismissed = announcementKey(appData.general_announcement ?? '');
    const doc = await renderDocument({
      url: '/login',
      pageHtml: null,
      appData,
      dismissedAnnouncement: dismissed,
      fetch,
    });
    expect(doc?.html).toContain('<form');
    expect(doc?.overlay).toBeUndefined();
    const none = sampleAppData({ general_announcement: '  ' });
    const plain = await renderDocument({
      url: '/login',
      pageHtml: null,
      appData: none,
      dismissedAnnouncement: null,
      fetch,
    });
    expect(plain?.overlay).toBeUndefined();
  });

  it('renders the announcement alone, for a page sent without a first screen', async () => {
    expect(await renderOverlay({ appData, dismissedAnnouncement: null })).toMatch(/^<dialog open=""/);
    const key = announcementKey(appData.general_announcement ?? '');
    expect(await renderOverlay({ appData, dismissedAnnouncement: key })).toBeNull();
  });

  it('renders a remote page in the frame, and not a page the guards would leave', async () => {
    const doc = await renderDocument({
      url: '/',
      pageHtml: '<h1>مرحبا</h1>',
      appData,
      dismissedAnnouncement: null,
      fetch,
    });
    expect(doc?.html).toContain('<h1>مرحبا</h1>');
    expect(
      await renderDocument({
        url: '/home',
        pageHtml: '<h1>x</h1>',
        appData,
        dismissedAnnouncement: null,
        fetch,
      }),
    ).toBeNull();
  });

  it("renders a signed-in student's frame around a remote page: their menu, no guest buttons, no name", async () => {
    const doc = await renderDocument({
      url: '/home',
      pageHtml: '<section aria-busy="true">x</section>',
      appData,
      dismissedAnnouncement: null,
      signedIn: true,
      fetch,
    });
    expect(doc?.html).toContain('<section aria-busy="true">x</section>');
    expect(doc?.html).toContain(`aria-label="${messages.topBar.userMenu}"`);
    expect(doc?.html).not.toContain(messages.guest.login);
    // Both layouts' navigation: the stylesheet shows the screen's (the server does not know it).
    expect(
      doc?.html.match(new RegExp(`aria-label="${messages.nav.label}"`, 'g'))?.length,
    ).toBeGreaterThanOrEqual(2);
    // The shell's own guest pages are never sent to a student.
    expect(
      await renderDocument({
        url: '/login',
        pageHtml: null,
        appData,
        dismissedAnnouncement: null,
        signedIn: true,
        fetch,
      }),
    ).toBeNull();
  });

  it('keeps each render to its own session when a guest and a student are rendered at once', async () => {
    const render = (signedIn: boolean) =>
      renderDocument({
        url: '/courses',
        pageHtml: '<p>p</p>',
        appData,
        dismissedAnnouncement: null,
        signedIn,
        fetch,
      });
    const [guest, student] = await Promise.all([render(false), render(true)]);
    expect(guest?.html).toContain(messages.guest.login);
    expect(student?.html).not.toContain(messages.guest.login);
  });
});
