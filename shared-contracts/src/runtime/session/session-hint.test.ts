// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_HINT_COOKIE,
  announcementKey,
  SESSION_HINT_COOKIE,
} from '../../contracts/session-hint-name';
import { writeAnnouncementHint } from './session-hint';
import { createSessionStore, TOKEN_STORAGE_KEY } from './store';

const hint = () => document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

describe('the session cookie the api reads (no secret in it)', () => {
  afterEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie under test
    document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('follows the token: set at sign-in, gone at sign-out', () => {
    const store = createSessionStore();
    expect(hint()).toBe(false);
    store.getState().setToken('token-1');
    expect(hint()).toBe(true);
    expect(document.cookie).not.toContain('token-1');
    store.getState().clearSession();
    expect(hint()).toBe(false);
  });

  it('is set at start-up for a session kept from before', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'kept');
    createSessionStore();
    expect(hint()).toBe(true);
  });
});

describe('the dismissed announcement cookie', () => {
  it('holds a fingerprint of the trimmed text, not the text', () => {
    writeAnnouncementHint('  مرحبًا بكم  ');
    const value = document.cookie.split('; ').find((c) => c.startsWith(`${ANNOUNCEMENT_HINT_COOKIE}=`));
    expect(value).toBe(`${ANNOUNCEMENT_HINT_COOKIE}=${announcementKey('مرحبًا بكم')}`);
    expect(announcementKey('مرحبًا بكم')).toMatch(/^[0-9a-f]{1,8}$/);
    expect(announcementKey('إعلان آخر')).not.toBe(announcementKey('مرحبًا بكم'));
  });
});
