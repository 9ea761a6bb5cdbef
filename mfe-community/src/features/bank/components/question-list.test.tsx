import { sampleBankQuestion } from '@app/dev-kit/fixtures';
import { screen, within } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { QuestionList } from './question-list';
import { QuestionView } from './question-view';

const t = messages.bank;
const withPdf = sampleBankQuestion({
  id: 1,
  question_number: 1,
  answered: true,
  answer_text: 'الحل في الملف',
  answer_pdf: '/uploads/bank-answers/solution.pdf',
});
const plain = sampleBankQuestion({ id: 2, question_number: 2, answered: true, answer_text: 'الحل' });

describe('bank questions and their pdf answer', () => {
  it("shows the orange 'pdf' badge only on a question whose answer has a pdf file", () => {
    renderPage(
      <QuestionList questions={[withPdf, plain]} hasMore={false} loadingMore={false} onLoadMore={() => {}} />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText(t.pdf)).toBeInTheDocument();
    expect(within(second!).queryByText(t.pdf)).not.toBeInTheDocument();
  });

  it('links the answer to its pdf file', () => {
    renderPage(<QuestionView question={withPdf} />);
    expect(screen.getByRole('link', { name: t.answerPdf })).toHaveAttribute('href', withPdf.answer_pdf);
  });
});
