import { unansweredText } from './submit-dialog';

describe('submit dialog text', () => {
  it('words the unanswered count in Arabic plural forms', () => {
    expect(unansweredText(0)).toBe('أجبت عن كل الأسئلة. هل تريد تسليم الإجابات الآن؟');
    expect(unansweredText(1)).toBe('تركت سؤالاً واحداً بدون إجابة.');
    expect(unansweredText(2)).toBe('تركت سؤالين بدون إجابة.');
    expect(unansweredText(3)).toBe('تركت 3 أسئلة بدون إجابة.');
    expect(unansweredText(11)).toBe('تركت 11 سؤالاً بدون إجابة.');
    expect(unansweredText(100)).toBe('تركت 100 سؤال بدون إجابة.');
  });
});
