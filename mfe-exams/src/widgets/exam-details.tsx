import { css } from '#styled-system/css';
import { messages } from '../messages';

export default function ExamDetails() {
  return (
    <aside className={css({ padding: '4' })} aria-label={messages.widgets['exam-details']}>
      {messages.comingSoon(messages.widgets['exam-details'])}
    </aside>
  );
}
