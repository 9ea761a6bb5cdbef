import { checkCountMessages } from '@app/dev-kit/testing/count-messages';
import { messages } from './messages';

// Texts for 0, 1, 2, 3, 11 and 100: 3-10 take the plural, 11-99 the accusative singular.
describe('count messages', () => {
  checkCountMessages(messages, {
    'auth.resendIn': [
      'إعادة الإرسال الآن',
      'إعادة الإرسال بعد ثانية واحدة',
      'إعادة الإرسال بعد ثانيتين',
      'إعادة الإرسال بعد 3 ثوانٍ',
      'إعادة الإرسال بعد 11 ثانية',
      'إعادة الإرسال بعد 100 ثانية',
    ],
  });
});
