import { useParams } from '@app/router';
import { Page } from '../components/page';
import { DirectoryView } from '../features/bank/components/directory-view';

/** /questions-bank/directories and /questions-bank/directories/{id} (signed in). */
export default function QuestionsBankPage() {
  const { id } = useParams();
  const folder = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <Page width="wide">
      {/* a path id that is not a number names no folder: the api answers 404 for 0 */}
      <DirectoryView key={id ?? 'root'} id={id && folder === null ? 0 : folder} />
    </Page>
  );
}
