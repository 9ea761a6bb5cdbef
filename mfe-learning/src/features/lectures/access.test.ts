import { lectureAction } from './access';

// Every pay_type × purchased / preview / free / expired (spec 2 §4): `free` never opens a lecture
// by itself: a free lecture is still got (confirmed) first.
const rows: [string, 'course' | 'lectures', boolean, boolean, boolean, boolean, 'open' | 'buy'][] = [
  // label, pay_type, purchased, preview, free, expired, action
  ['course: nothing', 'course', false, false, false, false, 'buy'],
  ['course: purchased', 'course', true, false, false, false, 'open'],
  ['course: preview', 'course', false, true, false, false, 'open'],
  ['course: free, not got', 'course', false, false, true, false, 'buy'],
  ['course: free, got', 'course', true, false, true, false, 'open'],
  ['course: purchased, expired', 'course', true, false, false, true, 'buy'],
  ['course: expired preview', 'course', true, true, false, true, 'open'],
  ['lectures: nothing', 'lectures', false, false, false, false, 'buy'],
  ['lectures: purchased', 'lectures', true, false, false, false, 'open'],
  ['lectures: preview only', 'lectures', false, true, false, false, 'buy'],
  ['lectures: free, not got', 'lectures', false, false, true, false, 'buy'],
  ['lectures: free, got', 'lectures', true, false, true, false, 'open'],
  ['lectures: purchased, expired', 'lectures', true, false, false, true, 'buy'],
  ['lectures: preview, expired', 'lectures', true, true, false, true, 'buy'],
];

describe('lectureAction', () => {
  it.each(rows)('%s', (_label, payType, purchased, preview, _free, expired, action) => {
    expect(lectureAction(payType, { purchased, preview, expired })).toBe(action);
  });
});
