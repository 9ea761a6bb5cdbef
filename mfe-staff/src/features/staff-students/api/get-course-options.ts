import { http, queryKeys, type StaffCoursePage } from '@app/shared-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** How many courses the grant form's picker offers for what was typed. */
const OPTIONS = 20;

/** GET /staff/catalogue/courses?q=: the courses matching a name, by name (the grant form). */
export async function getCourseOptions(q: string, signal?: AbortSignal) {
  const { data } = await http.get<StaffCoursePage>('/staff/catalogue/courses', {
    params: { q: q || undefined, per_page: OPTIONS, sort: 'name', order: 'asc' },
    signal,
  });
  return data.items.map((c) => ({
    value: String(c.id),
    label: c.name,
    hint: c.teachers.map((teacher) => teacher.name).join('، ') || undefined,
  }));
}

export const courseOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.of('mfe-staff', 'staff-students', 'course-options', q),
    queryFn: ({ signal }) => getCourseOptions(q, signal),
    placeholderData: keepPreviousData,
  });

/** The course picker's options; asked only once the picker searched (`q` not null). */
export const useCourseOptions = (q: string | null) =>
  useQuery({ ...courseOptionsQueryOptions(q ?? ''), enabled: q !== null });
