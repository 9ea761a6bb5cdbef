import { ConfirmForm } from '../features/auth/components/confirm-form';

export default function ConfirmPage() {
  return <ConfirmForm />;
}
