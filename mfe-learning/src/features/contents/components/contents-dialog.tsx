import type { Lecture, LectureItem, Video } from '@app/shared-contracts';
import { lectureContentsMessages } from '@app/shared-contracts/errors';
import { Dialog, ErrorState, SkeletonText } from '@app/ui';
import { messages } from '../../../messages';
import { useLectureContents } from '../api/get-lecture-contents';
import { ContentsList } from './contents-list';

export interface ContentsDialogProps {
  lecture: Pick<Lecture, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPlay: (video: Video, items: LectureItem[]) => void;
}

/** The lecture contents dialog (layout other than 'seperated'). */
export function ContentsDialog({ lecture, open, onOpenChange, onPlay }: ContentsDialogProps) {
  const query = useLectureContents(open ? lecture.id : 0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={messages.contents.title(lecture.name)}>
      {query.isPending ? (
        <SkeletonText lines={4} />
      ) : query.isError || !query.data ? (
        <ErrorState message={lectureContentsMessages.dialogFallback} onRetry={() => void query.refetch()} />
      ) : (
        <ContentsList contents={query.data} onPlay={(video) => onPlay(video, query.data.items)} />
      )}
    </Dialog>
  );
}
