import { css } from '../../styled-system/css';
import { messages } from '../messages';

export default function CourseAccess() {
  return (
    <aside className={css({ padding: '4' })} aria-label={messages.widgets['course-access']}>
      {messages.comingSoon(messages.widgets['course-access'])}
    </aside>
  );
}
