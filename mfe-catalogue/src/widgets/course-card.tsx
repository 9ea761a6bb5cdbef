import { css } from '../../styled-system/css';
import { messages } from '../messages';

export default function CourseCard() {
  return (
    <aside className={css({ padding: '4' })} aria-label={messages.widgets['course-card']}>
      {messages.comingSoon(messages.widgets['course-card'])}
    </aside>
  );
}
