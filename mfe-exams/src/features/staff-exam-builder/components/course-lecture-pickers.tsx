import { useStaffCourseLectures, useStaffCourseOptions } from '@app/shared-contracts';
import { type RecordOption, RecordPicker } from '@app/ui/staff';
import { useMemo, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';

const t = messages.staffExams.settings;

interface PickedField {
  /** the id as the form holds it ('' for none) */
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/**
 * The exam's course and, for a homework, its lecture, picked by name (decision 0053): the course
 * searched by the api as the teacher types, the lecture among the chosen course's lectures.
 */
export function CourseLecturePickers(props: {
  course: PickedField;
  lecture: PickedField;
  /** the names saved with the exam, shown before any search */
  saved: { course?: string | undefined; lecture?: string | undefined };
}) {
  const [courseQ, setCourseQ] = useState<string | null>(null);
  const [lectureQ, setLectureQ] = useState('');
  const [names, setNames] = useState(props.saved);
  const courses = useStaffCourseOptions(courseQ);
  const courseId = /^\d+$/.test(props.course.value) ? Number(props.course.value) : null;
  const lectures = useStaffCourseLectures(courseId);
  const lectureOptions = useMemo<RecordOption[]>(
    () =>
      (lectures.data?.items ?? [])
        .filter((l) => l.name.includes(lectureQ))
        .map((l) => ({ value: String(l.id), label: l.name })),
    [lectures.data, lectureQ],
  );

  return (
    <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
      <RecordPicker
        label={t.course}
        name="course_id"
        value={props.course.value}
        selectedLabel={names.course}
        options={courses.data ?? []}
        onSearch={setCourseQ}
        loading={courses.isFetching}
        failed={courses.isError}
        invalid={Boolean(props.course.error)}
        errorText={props.course.error}
        onChange={(value, option) => {
          setNames({ course: option?.label, lecture: undefined });
          props.course.onChange(value);
          // a lecture belongs to one course: another course clears it
          if (value !== props.course.value) props.lecture.onChange('');
        }}
      />
      <RecordPicker
        label={t.lecture}
        name="lecture_id"
        value={props.lecture.value}
        selectedLabel={names.lecture}
        options={lectureOptions}
        onSearch={setLectureQ}
        loading={lectures.isFetching}
        failed={lectures.isError}
        disabled={courseId === null}
        helperText={courseId === null ? t.lectureHint : undefined}
        invalid={Boolean(props.lecture.error)}
        errorText={props.lecture.error}
        onChange={(value, option) => {
          setNames((now) => ({ ...now, lecture: option?.label }));
          props.lecture.onChange(value);
        }}
      />
    </div>
  );
}
