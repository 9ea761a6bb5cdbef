import type { ImageViewerProps } from '@app/shared-contracts';
import { ImageViewer } from '../features/image-viewer/components/image-viewer';

/** The image viewer other remotes embed (questions and answers in exams, the question bank). */
export default function ImageViewerWidget(props: ImageViewerProps) {
  return <ImageViewer {...props} />;
}
