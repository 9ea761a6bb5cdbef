import { sampleQuestion } from '@app/dev-kit/fixtures';
import type { AnswerAttempt } from '@app/shared-contracts';
import { render, screen, within } from '@testing-library/react';
import { CorrectionView } from './correction-view';

const question = sampleQuestion({
  id: 1,
  answers: [
    { id: 1, text: 'أوم', image_url: null, correct: true },
    { id: 2, text: 'فولت', image_url: null, correct: false },
    { id: 3, text: 'أمبير', image_url: null, correct: false },
  ],
});
const attempt = (answerId: number, correct: boolean): AnswerAttempt => ({
  id: 9,
  question_id: 1,
  answer_id: answerId,
  answer_text: null,
  answer_image: null,
  correct,
  question_mark: 1,
  correction_mark: correct ? 1 : 0,
});

describe('detailed correction', () => {
  it("marks the student's wrong choice as well as the right one", () => {
    render(<CorrectionView questions={[question]} attempts={[attempt(2, false)]} />);
    const choices = within(screen.getByRole('list', { name: 'الاختيارات' })).getAllByRole('listitem');
    expect(choices.map((c) => c.textContent)).toEqual([
      '✓ أوم — الإجابة الصحيحة',
      '✗ فولت — إجابتك، خاطئة',
      '• أمبير',
    ]);
    expect(choices[1]).toHaveAttribute('data-mark', 'wrong');
  });

  it('a right choice is marked as both', () => {
    render(<CorrectionView questions={[question]} attempts={[attempt(1, true)]} />);
    const choices = within(screen.getByRole('list', { name: 'الاختيارات' })).getAllByRole('listitem');
    expect(choices[0]).toHaveTextContent('أوم — إجابتك، صحيحة');
    expect(choices[1]).not.toHaveAttribute('data-mark');
  });

  it("shows the teacher's comment on a marked essay, and nothing where there is none", () => {
    const essay = sampleQuestion({ id: 2, type: 'essay', text: 'اشرح قانون أوم', answers: [] });
    const marked: AnswerAttempt = {
      ...attempt(0, true),
      id: 10,
      question_id: 2,
      answer_id: null,
      answer_text: 'V=IR',
      correction_mark: 2,
      question_mark: 2,
      marker_comment: 'أحسنت، ينقصك ذكر الوحدات',
    };
    const { rerender } = render(<CorrectionView questions={[essay]} attempts={[marked]} />);
    expect(screen.getByText(/أحسنت، ينقصك ذكر الوحدات/)).toHaveTextContent(
      'تعليق المعلم: أحسنت، ينقصك ذكر الوحدات',
    );
    rerender(<CorrectionView questions={[essay]} attempts={[{ ...marked, marker_comment: null }]} />);
    expect(screen.queryByText(/تعليق المعلم/)).not.toBeInTheDocument();
  });

  it('names a choice that is a picture alone by its number, and shows the picture', () => {
    const pictured = sampleQuestion({
      id: 3,
      answers: [
        { id: 1, text: null, image_url: '/uploads/exam-bank/r.webp', correct: true },
        { id: 2, text: 'فولت', image_url: null, correct: false },
      ],
    });
    render(<CorrectionView questions={[pictured]} attempts={[{ ...attempt(1, true), question_id: 3 }]} />);
    expect(screen.getByText(/إجابتك: الاختيار 1/)).toBeInTheDocument();
    expect(screen.getByText(/الإجابة الصحيحة: الاختيار 1/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'صورة الاختيار 1' })).toHaveAttribute(
      'src',
      '/uploads/exam-bank/r.webp',
    );
  });
});
