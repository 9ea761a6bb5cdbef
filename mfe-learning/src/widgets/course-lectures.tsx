import { css } from '#styled-system/css';
import { messages } from '../messages';

export default function CourseLectures() {
  return (
    <aside className={css({ padding: '4' })} aria-label={messages.widgets['course-lectures']}>
      {messages.comingSoon(messages.widgets['course-lectures'])}
    </aside>
  );
}
