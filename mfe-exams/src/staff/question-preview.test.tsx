import { renderPage } from '@app/dev-kit/testing';
import { screen } from '@testing-library/react';
import { messages } from '../messages';
import { QuestionPreview } from './question-preview';

const t = messages.staffBank.preview;

describe('the bank question preview', () => {
  it('shows the question as the exam does, in a 360 px frame, with no key', () => {
    renderPage(
      <QuestionPreview
        question={{
          id: 1,
          type: 'choices',
          text: 'ما وحدة القوة؟',
          image_url: null,
          answers: [
            { id: 1, text: 'نيوتن', image_url: null, correct: null },
            { id: 2, text: 'جول', image_url: null, correct: null },
          ],
          answer_explain_text: null,
          answer_explain_image: null,
          answer_explain_audio: null,
        }}
      />,
      { url: '/staff/exam-bank', user: { groupId: 1 } },
    );
    const region = screen.getByRole('region', { name: t.title });
    expect(screen.getByRole('heading', { name: 'ما وحدة القوة؟' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'نيوتن' })).not.toBeChecked();
    expect(screen.getByText(messages.session.question(1, 1))).toBeInTheDocument();
    expect(region.querySelector('[data-frame="phone-360"]')).not.toBeNull();
  });

  it('asks for the text before there is anything to show', () => {
    renderPage(
      <QuestionPreview
        question={{
          id: 1,
          type: 'essay',
          text: '',
          image_url: null,
          answers: [],
          answer_explain_text: null,
          answer_explain_image: null,
          answer_explain_audio: null,
        }}
      />,
      { url: '/staff/exam-bank', user: { groupId: 1 } },
    );
    expect(screen.getByText(t.empty)).toBeInTheDocument();
  });
});
