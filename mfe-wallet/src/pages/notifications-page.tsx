import { NotificationsView } from '../features/notifications/components/notifications-view';

/** /notifications (signed in; not tied to the wallet setting). */
export default function NotificationsPage() {
  return <NotificationsView />;
}
