import { ProfileView } from '../features/profile/components/profile-view';

/** /profile (signed in). */
export default function ProfilePage() {
  return <ProfileView />;
}
