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

  it("shows a choice's picture inside its radio's name, with or without text", () => {
    const choices: Question = {
      ...question,
      id: 7,
      type: 'choices',
      image_url: null,
      answers: [
        { id: 1, text: 'مقاومة', image_url: '/uploads/exam-bank/r.webp', correct: null },
        { id: 2, text: null, image_url: '/uploads/exam-bank/c.webp', correct: null },
        { id: 3, text: 'ملف', image_url: null, correct: null },
      ],
    };
    render(
      <QuestionView
        question={choices}
        index={0}
        count={1}
        answer={undefined}
        shuffleSeed={null}
        onAnswer={() => {}}
      />,
    );
    expect(screen.getByRole('img', { name: 'صورة الاختيار مقاومة' })).toHaveAttribute(
      'src',
      '/uploads/exam-bank/r.webp',
    );
    // a picture alone names its radio by the choice's number
    expect(screen.getByRole('radio', { name: 'صورة الاختيار 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ملف' })).toBeInTheDocument();
  });

  it('takes an essay restored from the queue after the first render (a reload), not over typing', () => {
    const essay: Question = { ...question, id: 6, type: 'essay', image_url: null, answers: [] };
    const view = (text: string | null) => (
      <QuestionView
        question={essay}
        index={2}
        count={3}
        answer={text === null ? undefined : { answer_text: text }}
        shuffleSeed={null}
        onAnswer={() => {}}
      />
    );
    const { rerender } = render(view(null));
    const box = screen.getByRole('textbox');
    expect(box).toHaveValue('');
    rerender(view('الحل في الصورة المرفقة.'));
    expect(box).toHaveValue('الحل في الصورة المرفقة.');
  });
});
