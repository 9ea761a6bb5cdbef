import { Page } from '../components/page';
import { MyQuestionsView } from '../features/bank/components/my-questions-view';

/** /questions-bank/my-questions (signed in). */
export default function MyQuestionsPage() {
  return (
    <Page labelledBy="my-questions-title">
      <MyQuestionsView />
    </Page>
  );
}
