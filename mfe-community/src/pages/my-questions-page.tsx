import { css } from '#styled-system/css';
import { MyQuestionsView } from '../features/bank/components/my-questions-view';

/** /questions-bank/my-questions (signed in). */
export default function MyQuestionsPage() {
  return (
    <div className={css({ maxWidth: '4xl', marginInline: 'auto', width: 'full' })}>
      <MyQuestionsView />
    </div>
  );
}
