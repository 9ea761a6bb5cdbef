import { useParams } from '@app/router';
import { css } from '#styled-system/css';
import { DirectoryView } from '../features/bank/components/directory-view';

/** /questions-bank/directories and /questions-bank/directories/{id} (signed in). */
export default function QuestionsBankPage() {
  const { id } = useParams();
  const folder = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <section className={css({ maxWidth: '5xl', marginInline: 'auto', width: 'full' })}>
      {/* a path id that is not a number names no folder: the api answers 404 for 0 */}
      <DirectoryView key={id ?? 'root'} id={id && folder === null ? 0 : folder} />
    </section>
  );
}
