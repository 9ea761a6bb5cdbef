import { css } from '#styled-system/css';
import { messages } from '../messages';

export default function NotificationBell() {
  return (
    <aside className={css({ padding: '4' })} aria-label={messages.widgets['notification-bell']}>
      {messages.comingSoon(messages.widgets['notification-bell'])}
    </aside>
  );
}
