import { ResetPasswordFlow } from '../features/auth/components/reset-password-flow';

export default function ResetPasswordPage() {
  return <ResetPasswordFlow />;
}
