import { type CourseDetail, type Lecture, queryKeys, sessionStore } from '@app/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A lecture purchase answered with the lecture and the new balance: the lecture replaces its
 * copy in the course page's cache (and the contents, when cached), the balance goes into the
 * session. Nothing is fetched again.
 */
export function writeLecturePurchase(client: QueryClient, lecture: Lecture, balance?: number) {
  client.setQueryData<CourseDetail>(queryKeys.catalogue.course(lecture.course_id), (course) =>
    course
      ? {
          ...course,
          // A lectures course is joined by buying one of its lectures.
          joined: true,
          lectures: course.lectures.map((l) => (l.id === lecture.id ? lecture : l)),
        }
      : course,
  );
  // Repurchased: the views start over, so its contents are read again when next opened.
  void client.invalidateQueries({ queryKey: queryKeys.learning.lectureContents(lecture.id) });
  const session = sessionStore.getState();
  if (session.user && balance !== undefined) session.setUser({ ...session.user, balance });
  // The wallet's ledger has a new row; the wallet remote owns how it shows it.
  void client.invalidateQueries({ queryKey: queryKeys.root('mfe-wallet') });
}
