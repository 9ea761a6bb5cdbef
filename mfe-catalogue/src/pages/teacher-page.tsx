import { useParams } from '@app/router';
import { normalizeDigits } from '@app/shared-contracts';
import { TeacherView } from '../features/teachers/components/teacher-view';
import { WithCardAccess } from '../widgets/with-card-access';

/** /teachers/:id (open to guests). */
export default function TeacherPage() {
  const id = Number(normalizeDigits(useParams().id ?? ''));
  return (
    <WithCardAccess>
      <TeacherView teacherId={Number.isInteger(id) && id > 0 ? id : 0} />
    </WithCardAccess>
  );
}
