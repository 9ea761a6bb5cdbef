import { checkCountMessages } from '@app/dev-kit/testing/count-messages';
import { messages } from './messages';

// Texts for 0, 1, 2, 3, 11 and 100: 3-10 take the plural, 11-99 the accusative singular.
describe('count messages', () => {
  checkCountMessages(messages, {
    lecturesCount: ['لا توجد محاضرات', 'محاضرة واحدة', 'محاضرتان', '3 محاضرات', '11 محاضرة', '100 محاضرة'],
    studentsCount: ['لا يوجد طلاب', 'طالب واحد', 'طالبان', '3 طلاب', '11 طالباً', '100 طالب'],
    coursesCount: ['لا توجد دورات', 'دورة واحدة', 'دورتان', '3 دورات', '11 دورة', '100 دورة'],
  });
});
