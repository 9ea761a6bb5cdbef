import { HttpError, type HttpResponse } from '@app/shared-contracts';
import { failureMessage } from './failure-message';

const failed = (status: number, data: unknown) =>
  new HttpError('x', 'ERR_BAD_REQUEST', undefined, undefined, { status, data, headers: {} } as HttpResponse);

describe('failureMessage', () => {
  it('shows the first field message of a 422, a known code, else the screen fallback', () => {
    expect(
      failureMessage(failed(422, { errors: { page_number: ['أولاً'], text: ['ثانياً'] } }), 'احتياطي'),
    ).toBe('أولاً');
    expect(
      failureMessage(failed(429, { error: 'RATE_LIMITED', message: 'x' }), 'احتياطي', {
        RATE_LIMITED: 'انتظر',
      }),
    ).toBe('انتظر');
    expect(failureMessage(failed(500, { error: 'INTERNAL_ERROR', message: 'رسالة الخادم' }), 'احتياطي')).toBe(
      'احتياطي',
    );
    expect(failureMessage(new Error('network'), 'احتياطي')).toBe('احتياطي');
  });
});
