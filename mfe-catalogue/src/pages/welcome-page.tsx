import { WelcomeView } from '../features/welcome/components/welcome-view';
import { WithCardAccess } from '../widgets/with-card-access';

/** / (guests only; the shell's guard sends signed-in users home). */
export default function WelcomePage() {
  return (
    <WithCardAccess>
      <WelcomeView />
    </WithCardAccess>
  );
}
