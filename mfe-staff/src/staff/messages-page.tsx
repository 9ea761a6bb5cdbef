import { isAdmin, useSession } from '@app/shared-contracts';
import { StaffPageHeader } from '@app/ui/staff';
import { MessageForm } from '../features/staff-messages/components/message-form';
import { messages } from '../messages';

const t = messages.staffMessages;

/** /staff/messages: a message in the bell of one student, a grade (admin) or everyone (admin). */
export default function MessagesPage() {
  const admin = useSession((s) => isAdmin(s.user));
  const grades = useSession((s) => s.appData?.grades ?? []);
  return (
    <section>
      <StaffPageHeader title={t.title} description={t.description} />
      <MessageForm canBroadcast={admin} grades={grades} />
    </section>
  );
}
