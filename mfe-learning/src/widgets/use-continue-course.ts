import type { CourseDetail, Lecture, LectureItem, Video } from '@app/shared-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { lectureContentsQueryOptions } from '../features/contents/api/get-lecture-contents';
import { useCourseContinue } from '../features/continue/api/get-course-continue';

interface Handlers {
  /** Play the video (the course page's player; the contents reopen when it closes). */
  play: (lecture: Lecture, video: Video, items: LectureItem[]) => void;
  /** The video cannot play from here (locked, gone, the separated layout): open its lecture. */
  openLecture: (lecture: Lecture) => void;
}

/** "Continue where you stopped": the last video of this course, and one tap back into it. */
export function useContinueCourse(course: CourseDetail, signedIn: boolean, on: Handlers) {
  const client = useQueryClient();
  const { data } = useCourseContinue(course.id, signedIn);
  const lecture = data ? course.lectures.find((l) => l.id === data.lecture_id) : undefined;
  const [pending, setPending] = useState(false);
  const resume = async () => {
    if (!data || !lecture) return;
    setPending(true);
    try {
      const contents = await client.fetchQuery(lectureContentsQueryOptions(lecture.id));
      const video = contents.videos.find((v) => v.id === data.video_id);
      const item = contents.items.find((i) => i.type === 'video' && i.item.id === data.video_id);
      if (video && item && !item.locked) on.play(lecture, video, contents.items);
      else on.openLecture(lecture);
    } catch {
      // The contents dialog says what failed and offers a retry.
      on.openLecture(lecture);
    } finally {
      setPending(false);
    }
  };
  return { last: lecture ? data : null, resume, pending };
}
