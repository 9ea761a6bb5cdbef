// Look-ups that several remotes' staff forms need (the exam builder's course and homework lecture,
// the desk's grant form): read-only, one copy here instead of one per remote. The catalogue and
// learning remotes still own these records and their caches; these keys are the pickers' own.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffCourseLectures, StaffCoursePage } from '../../contracts/schemas';
import { http } from '../http/client';

/** How many courses a picker offers for what was typed. */
const COURSE_OPTIONS = 20;

export interface PickerOption {
  value: string;
  label: string;
  hint?: string | undefined;
}

/** GET /staff/catalogue/courses?q=: the courses matching a name (a teacher's own only), by name. */
export async function getStaffCourseOptions(q: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const { data } = await http.get<StaffCoursePage>('/staff/catalogue/courses', {
    params: { q: q || undefined, per_page: COURSE_OPTIONS, sort: 'name', order: 'asc' },
    signal,
  });
  return data.items.map((c) => ({
    value: String(c.id),
    label: c.name,
    hint: c.teachers.map((teacher) => teacher.name).join('، ') || undefined,
  }));
}

export const staffCourseOptionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['staff-lookups', 'course-options', q] as const,
    queryFn: ({ signal }) => getStaffCourseOptions(q, signal),
    placeholderData: keepPreviousData,
  });

/** A course picker's options; asked only once the picker searched (`q` not null). */
export const useStaffCourseOptions = (q: string | null) =>
  useQuery({ ...staffCourseOptionsQueryOptions(q ?? ''), enabled: q !== null });

/** GET /staff/courses/{courseId}/lectures: a course's lectures in order. */
export async function getStaffCourseLectures(courseId: number, signal?: AbortSignal) {
  const { data } = await http.get<StaffCourseLectures>(`/staff/courses/${courseId}/lectures`, { signal });
  return data;
}

export const staffCourseLecturesQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['staff-lookups', 'course-lectures', courseId] as const,
    queryFn: ({ signal }) => getStaffCourseLectures(courseId, signal),
  });

/** The lectures of the chosen course; nothing is asked before a course is chosen. */
export const useStaffCourseLectures = (courseId: number | null) =>
  useQuery({ ...staffCourseLecturesQueryOptions(courseId ?? 0), enabled: courseId !== null });
