import { type Course, getAuthUser, queryKeys, sessionStore } from '@app/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The joined courses come with the user (user.my_courses, spec 1 §3): POST /auth/user re-reads
 * it and refreshes the session user, so a join made elsewhere shows here.
 */
export async function getMyCourses(): Promise<Course[]> {
  const user = await getAuthUser();
  sessionStore.getState().setUser(user);
  return user.my_courses;
}

export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalogue.myCourses(), queryFn: getMyCourses });

export const useMyCourses = () => useQuery(myCoursesQueryOptions());
