import { HomeView } from '../features/home/components/home-view';
import { WithCardAccess } from '../widgets/with-card-access';

/** /home (signed in). The shell handles the ?course= and app hand-offs before this renders. */
export default function HomePage() {
  return (
    <WithCardAccess>
      <HomeView />
    </WithCardAccess>
  );
}
