import { checkCountMessages } from '@app/dev-kit/testing/count-messages';
import { messages } from './messages';

// Texts for 0, 1, 2, 3, 11 and 100: 3-10 take the plural, 11-99 the accusative singular.
describe('count messages', () => {
  checkCountMessages(messages, {
    'wallet.pending': [
      'لا توجد طلبات شحن قيد المراجعة',
      'لديك طلب شحن واحد قيد المراجعة',
      'لديك طلبان للشحن قيد المراجعة',
      'لديك 3 طلبات شحن قيد المراجعة',
      'لديك 11 طلباً للشحن قيد المراجعة',
      'لديك 100 طلب شحن قيد المراجعة',
    ],
  });
});
