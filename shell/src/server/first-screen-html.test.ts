import { describe, expect, it } from 'vitest';
import {
  composeFirstScreen,
  composeOverlay,
  disableControls,
  dismissedAnnouncement,
  SESSION_HINT,
  scriptJson,
} from './first-screen-html';

describe('first screen html', () => {
  it('keeps script data inert', () => {
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(scriptJson({ a: '</script>\u2028' }))).toEqual({ a: '</script>\u2028' });
  });

  it('disables the controls and nothing else', () => {
    expect(disableControls('<button class="b">x</button><input/><select><textarea><a href="/">y</a>')).toBe(
      '<button disabled="" class="b">x</button><input disabled=""/><select disabled=""><textarea disabled=""><a href="/">y</a>',
    );
    // Text is escaped by React: "&lt;button" is not a tag.
    expect(disableControls('<p>&lt;button</p><buttons>')).toBe('<p>&lt;button</p><buttons>');
  });

  it('reads the session cookie among others', () => {
    expect(SESSION_HINT.test('app_session=1')).toBe(true);
    expect(SESSION_HINT.test('a=b; app_session=1; c=d')).toBe(true);
    expect(SESSION_HINT.test('app_session=')).toBe(false);
    expect(SESSION_HINT.test('xapp_session=1')).toBe(false);
  });

  it('reads the dismissed announcement cookie: a short hex key or nothing', () => {
    expect(dismissedAnnouncement('a=b; app_announcement=9f0c11ab; c=d')).toBe('9f0c11ab');
    expect(dismissedAnnouncement('app_announcement="><script>')).toBeNull();
    expect(dismissedAnnouncement(undefined)).toBeNull();
  });

  it('makes the page inert under an overlay only', () => {
    const template = '<html><body><div id="root"></div></body></html>';
    const screen = { html: '<a href="/">x</a>', states: [], css: [], remoteBase: '', preload: [] };
    const plain = composeFirstScreen(template, screen);
    expect(plain).toContain('<div id="first-screen"><a href="/">x</a></div>');
    expect(plain).toContain('<div id="root" hidden></div>');
    const covered = composeFirstScreen(template, { ...screen, overlay: '<dialog open></dialog>' });
    expect(covered).toContain(
      '<div id="first-screen" inert=""><a href="/">x</a></div><dialog open></dialog>',
    );
    expect(covered).toContain('<div id="root" hidden inert=""></div>');
    expect(composeOverlay(template, { css: [], overlay: '<dialog open></dialog>' })).toContain(
      '<div id="root" inert=""></div><dialog open></dialog>',
    );
  });

  it('refuses a template without its root', () => {
    const screen = { html: '', states: [], css: [], remoteBase: '', preload: [] };
    expect(() => composeFirstScreen('<html><body></body></html>', screen)).toThrow(/#root/);
  });
});
