import {
  type AppEvents,
  appEvents,
  type Course,
  type CourseDetail,
  type Lecture,
  queryKeys,
} from '@app/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';

const isOwnDetailOrList = (id: number) => (key: readonly unknown[]) =>
  (key[1] === 'course' && key[2] === id) || key[1] === 'my-courses';

/**
 * A join or purchase answered with the course: the catalogue writes its own copies by key (the
 * course page, my courses) and marks its lists stale (decision 0033). A course bought whole owns
 * its lectures (spec 2 §3), so its page shows them purchased. The balance is the wallet's.
 */
export function writeCourseAccess(client: QueryClient, course: Course) {
  client.setQueryData<CourseDetail>(queryKeys.catalogue.course(course.id), (detail) =>
    detail
      ? {
          ...detail,
          ...course,
          lectures:
            course.pay_type === 'course'
              ? detail.lectures.map((l) => ({ ...l, purchased: true }))
              : detail.lectures,
        }
      : detail,
  );
  client.setQueryData<Course[]>(queryKeys.catalogue.myCourses(), (mine) =>
    mine ? [course, ...mine.filter((c) => c.id !== course.id)] : mine,
  );
  const ownCopy = isOwnDetailOrList(course.id);
  void client.invalidateQueries({
    queryKey: queryKeys.root('mfe-catalogue'),
    predicate: (query) => !ownCopy(query.queryKey),
  });
}

/** A lecture bought (learning's dialog, the wallet's checkout): it replaces its copy in the course. */
export function writeLecturePurchase(client: QueryClient, lecture: Lecture) {
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
  // the course may be newly joined: my courses are read again when next shown
  void client.invalidateQueries({ queryKey: queryKeys.catalogue.myCourses() });
}

/** The catalogue's answer to `purchased`: its own data only. */
export function applyPurchase(client: QueryClient, event: AppEvents['purchased']) {
  if (event.kind === 'course') writeCourseAccess(client, event.course);
  else writeLecturePurchase(client, event.lecture);
}

/** The catalogue's answer to `outdated`: its copy of the course is read again. */
export function applyOutdated(client: QueryClient, event: AppEvents['outdated']) {
  if (event.kind === 'course')
    void client.invalidateQueries({ queryKey: queryKeys.catalogue.course(event.id) });
}

// One subscription per query client however many buttons and pages ask for it.
const listening = new WeakMap<QueryClient, { users: number; stop: () => void }>();

/** Listens to `purchased` and `outdated` while at least one caller holds it; returns the release. */
export function listenToPurchases(client: QueryClient): () => void {
  let entry = listening.get(client);
  if (!entry) {
    const offPurchased = appEvents.on('purchased', (event) => applyPurchase(client, event));
    const offOutdated = appEvents.on('outdated', (event) => applyOutdated(client, event));
    entry = {
      users: 0,
      stop: () => {
        offPurchased();
        offOutdated();
      },
    };
    listening.set(client, entry);
  }
  const held = entry;
  held.users += 1;
  return () => {
    held.users -= 1;
    if (held.users === 0) {
      held.stop();
      listening.delete(client);
    }
  };
}
