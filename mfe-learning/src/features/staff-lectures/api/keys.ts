// The staff lecture authoring's query keys, rooted at the remote's name (decision 0033).
export const staffLectureKeys = {
  all: () => ['mfe-learning', 'staff-lectures'] as const,
  course: (courseId: number) => ['mfe-learning', 'staff-lectures', 'course', courseId] as const,
  lecture: (id: number) => ['mfe-learning', 'staff-lectures', 'lecture', id] as const,
};
