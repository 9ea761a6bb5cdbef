import { checkCountMessages } from '@app/dev-kit/testing/count-messages';
import { messages } from './messages';

// Texts for 0, 1, 2, 3, 11 and 100: 3-10 take the plural, 11-99 the accusative singular.
describe('count messages', () => {
  checkCountMessages(messages, {
    'bank.subfolders': [
      'لا مجلدات فرعية',
      'مجلد فرعي واحد',
      'مجلدان فرعيان',
      '3 مجلدات فرعية',
      '11 مجلداً فرعياً',
      '100 مجلد فرعي',
    ],
    'bank.questionsCount': ['لا أسئلة', 'سؤال واحد', 'سؤالان', '3 أسئلة', '11 سؤالاً', '100 سؤال'],
    'tickets.replies': ['لا ردود بعد', 'رد واحد', 'ردان', '3 ردود', '11 رداً', '100 رد'],
  });
});
