import { type Course, getAuthUser, queryKeys, type User } from '@app/shared-contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** The joined courses come with the user (user.my_courses, spec 1 §3): POST /auth/user. */
export async function getMyCourses(signal?: AbortSignal): Promise<Course[]> {
  return (await getAuthUser(signal)).my_courses;
}

/**
 * The catalogue owns the joined courses (decision 0033): `['mfe-catalogue', 'my-courses']`, first
 * shown from the sign-in answer the shell keeps under its own key, then read again (a join made
 * on another device shows here).
 */
export const myCoursesQueryOptions = (client: QueryClient) =>
  queryOptions({
    queryKey: queryKeys.catalogue.myCourses(),
    // the parameter typed: a context-typed arrow would let placeholderData decide the data type
    queryFn: ({ signal }: { signal: AbortSignal }) => getMyCourses(signal),
    placeholderData: () => client.getQueryData<User>(queryKeys.shell.authUser())?.my_courses,
  });

export function useMyCourses() {
  const client = useQueryClient();
  return useQuery(myCoursesQueryOptions(client));
}
