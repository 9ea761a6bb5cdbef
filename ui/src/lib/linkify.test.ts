import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('linkify keeps http, https and mailto only', () => {
    expect(linkify('زوروا https://example.com/a?b=1. أو راسلونا mailto:info@example.com')).toEqual([
      { type: 'text', value: 'زوروا ' },
      { type: 'link', value: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', value: '. أو راسلونا ' },
      { type: 'link', value: 'mailto:info@example.com', href: 'mailto:info@example.com' },
    ]);
    expect(linkify('javascript:alert(1) <b>x</b>')).toEqual([
      { type: 'text', value: 'javascript:alert(1) <b>x</b>' },
    ]);
    expect(linkify('(http://a.eg)')).toEqual([
      { type: 'text', value: '(' },
      { type: 'link', value: 'http://a.eg', href: 'http://a.eg/' },
      { type: 'text', value: ')' },
    ]);
    expect(linkify('')).toEqual([]);
    expect(linkify(null)).toEqual([]);
  });
  it('linkify opens www. addresses as https, once inside a full URL', () => {
    expect(linkify('موقعنا www.example.com، وأيضاً https://www.example.eg')).toEqual([
      { type: 'text', value: 'موقعنا ' },
      { type: 'link', value: 'www.example.com', href: 'https://www.example.com/' },
      { type: 'text', value: '، وأيضاً ' },
      { type: 'link', value: 'https://www.example.eg', href: 'https://www.example.eg/' },
    ]);
  });
});
