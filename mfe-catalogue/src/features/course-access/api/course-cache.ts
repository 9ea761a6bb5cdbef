import { type Course, type CourseDetail, queryKeys, sessionStore } from '@app/shared-contracts';
import type { QueryClient } from '@tanstack/react-query';

const isCopyOf = (value: object, id: number): value is Course =>
  'joined' in value && 'pay_type' in value && (value as { id?: unknown }).id === id;

/** Every cached copy of the course (lists, pages, home, teacher) takes the answer's fields. */
function withCourse(data: unknown, course: Course): unknown {
  if (Array.isArray(data)) {
    const next = data.map((item) => withCourse(item, course));
    return next.some((item, i) => item !== data[i]) ? next : data;
  }
  if (typeof data !== 'object' || data === null) return data;
  if (isCopyOf(data, course.id)) return { ...data, ...course };
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    next[key] = withCourse(value, course);
    if (next[key] !== value) changed = true;
  }
  return changed ? next : data;
}

/**
 * A join or purchase answered with the course (and the new balance when the wallet paid): the
 * answer is written into the query cache and the session instead of re-reading the course and the
 * user. A course bought whole owns its lectures (spec 2 §3), so its page shows them purchased.
 */
export function writeCourseAccess(client: QueryClient, course: Course, balance?: number) {
  client.setQueriesData({ queryKey: queryKeys.root('mfe-catalogue') }, (data) => withCourse(data, course));
  if (course.pay_type === 'course') {
    client.setQueryData<CourseDetail>(queryKeys.catalogue.course(course.id), (detail) =>
      detail ? { ...detail, lectures: detail.lectures.map((l) => ({ ...l, purchased: true })) } : detail,
    );
  }
  client.setQueryData<Course[]>(queryKeys.catalogue.myCourses(), (mine) =>
    mine ? [course, ...mine.filter((c) => c.id !== course.id)] : mine,
  );
  const session = sessionStore.getState();
  const user = session.user;
  if (user) {
    session.setUser({
      ...user,
      balance: balance ?? user.balance,
      my_courses: [course, ...user.my_courses.filter((c) => c.id !== course.id)],
    });
  }
  // The wallet's ledger has a new row; the wallet remote owns how it shows it.
  if (balance !== undefined) void client.invalidateQueries({ queryKey: queryKeys.root('mfe-wallet') });
}
