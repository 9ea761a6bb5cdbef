import type { Question } from '@app/shared-contracts';
import { render, screen } from '@testing-library/react';
import { QuestionView } from './question-view';

const question: Question = {
  id: 5,
  type: 'truefalse',
  text: 'التيار في الدائرة 1.2 أمبير',
  image_url: '/uploads/demo/ohm-circuit.png',
  answers: [
    { id: 1, text: 'صح', image_url: null, correct: null },
    { id: 2, text: 'خطأ', image_url: null, correct: null },
  ],
  answer_explain_text: null,
  answer_explain_image: null,
  answer_explain_audio: null,
};

describe('question view', () => {
  it("shows the question's own image, named by its number", () => {
    render(
      <QuestionView
        question={question}
        index={1}
        count={3}
        answer={undefined}
        shuffleSeed={null}
        onAnswer={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'صورة السؤال 2' })).toHaveAttribute('src', question.image_url);
    // Zoom and rotate in mfe-learning's image viewer (spec 2 §2), the picture itself stays as it is.
    expect(screen.getByRole('button', { name: 'تكبير صورة السؤال 2' })).toBeEnabled();
  });
});
