import { NotificationBell } from '../features/notifications/components/notification-bell';

/** The home page's notification bell (no props: notifications come with the session user). */
export default function NotificationBellWidget() {
  return <NotificationBell />;
}
