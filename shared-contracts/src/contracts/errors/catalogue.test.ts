import { describe, expect, it } from 'vitest';
import { DETAIL_MESSAGES, ERROR_MESSAGES } from './catalogue';
import { ERROR_CODES } from './codes';
import { authMessages, coursePurchaseMessages, joinMessages, transferMessages } from './messages';

describe('the one error catalogue', () => {
  it('has an Arabic message for every code and nothing else', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    for (const text of [...Object.values(ERROR_MESSAGES), ...Object.values(DETAIL_MESSAGES)]) {
      expect(text).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it("agrees with the screens' tables on the codes they share", () => {
    for (const table of [joinMessages, coursePurchaseMessages, authMessages]) {
      for (const [code, text] of Object.entries(table)) {
        if (code in ERROR_MESSAGES && code !== 'FEATURE_DISABLED') {
          expect([code, text]).toEqual([code, ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES]]);
        }
      }
    }
    expect(ERROR_MESSAGES.NO_ENOUGH_BALANCE).toBe(transferMessages.NO_ENOUGH_BALANCE);
  });
});
