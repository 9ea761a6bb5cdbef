import { loadMessages } from '@app/shared-contracts/errors';
import { formatFileSize } from '@app/shared-contracts/format';
import { Badge, EmptyState, ErrorState } from '@app/ui';
import { Download, FileText } from 'lucide-react';
import { css } from '#styled-system/css';
import { ListLoading } from '../../../components/loading';
import { messages } from '../../../messages';
import { useAttachments } from '../api/get-attachments';

const t = messages.attachments;

const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  paddingInline: '3',
  borderBlockEndWidth: '1px',
  borderColor: 'border',
  _last: { borderBlockEndWidth: '0' },
});

/** The notes (spec 3 §2.8): name, extension badge, size and a download link; 'no notes'. */
export function AttachmentsList() {
  const notes = useAttachments();
  if (notes.isPending) return <ListLoading />;
  if (notes.isError)
    return (
      <ErrorState
        message={loadMessages.attachments}
        onRetry={() => void notes.refetch()}
        retrying={notes.isFetching}
      />
    );
  if (notes.data.data.length === 0) return <EmptyState title={t.empty} />;
  return (
    <ul
      aria-label={t.title}
      className={css({ bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border' })}
    >
      {notes.data.data.map((note) => (
        <li key={note.id} className={rowClass}>
          <FileText aria-hidden size={22} className={css({ color: 'fg.muted', flexShrink: 0 })} />
          <div className={css({ flex: '1', minWidth: 0 })}>
            <p className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{note.name}</p>
            <p
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'center',
                textStyle: 'small',
                color: 'fg.muted',
              })}
            >
              <Badge tone={note.meta.extension === 'pdf' ? 'warning' : 'neutral'}>
                {/* A file type is Latin by nature, like a code: isolated left to right. */}
                <bdi dir="ltr">{note.meta.extension.toUpperCase()}</bdi>
              </Badge>
              <span>{formatFileSize(note.size)}</span>
            </p>
          </div>
          <a
            href={note.url}
            download
            aria-label={t.downloadNamed(note.name)}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              paddingInline: '3',
              paddingBlock: '2',
              borderRadius: 'md',
              color: 'primary',
              fontWeight: 'bold',
              _hover: { bg: 'bg.muted' },
            })}
          >
            <Download aria-hidden size={18} />
            {t.download}
          </a>
        </li>
      ))}
    </ul>
  );
}
