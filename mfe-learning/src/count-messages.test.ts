import { checkCountMessages } from '@app/dev-kit/testing/count-messages';
import { messages } from './messages';

// Texts for 0, 1, 2, 3, 11 and 100: 3-10 take the plural, 11-99 the accusative singular.
describe('count messages', () => {
  checkCountMessages(messages, {
    'lectures.count': ['لا توجد محاضرات', 'محاضرة واحدة', 'محاضرتان', '3 محاضرات', '11 محاضرة', '100 محاضرة'],
    'lectures.expiryDays': [
      'صلاحية الوصول 0 يوم',
      'صلاحية الوصول يوم واحد',
      'صلاحية الوصول يومان',
      'صلاحية الوصول 3 أيام',
      'صلاحية الوصول 11 يوماً',
      'صلاحية الوصول 100 يوم',
    ],
  });
});
