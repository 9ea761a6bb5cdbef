import { useSearchParams } from '@app/router';
import { Select } from '@app/ui';
import { messages } from '../../../messages';
import { useBankFolders } from '../api/get-bank-folders';

const t = messages.staff.questions;

/** The folder the queue is narrowed to (`category_id` in the URL), by its full path. */
export function FolderFilter() {
  const [params, setParams] = useSearchParams();
  const folders = useBankFolders();
  const items = [
    { value: '', label: t.allFolders },
    ...(folders.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.full_path })),
  ];
  return (
    <Select
      label={t.folder}
      items={items}
      value={params.get('category_id') ?? ''}
      onValueChange={(next) =>
        setParams((current) => {
          const p = new URLSearchParams(current);
          p.delete('page');
          if (next) p.set('category_id', next);
          else p.delete('category_id');
          return p;
        })
      }
    />
  );
}
