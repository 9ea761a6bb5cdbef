import { useNavigate } from '@app/router';
import { type Course, pathFor, queryKeys } from '@app/shared-contracts';
import { snack } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';

/** After a join or purchase (the cache already holds the answer): the message, then the course. */
export function useAccessDone(onDone?: (course: Course) => void) {
  const navigate = useNavigate();
  return (course: Course, message: string) => {
    snack(message, 'success');
    onDone?.(course);
    navigate(pathFor('course', { id: course.id }));
  };
}

/**
 * ALREADY_JOINED / ALREADY_PURCHASED: the cached course is out of date (got elsewhere), so the
 * catalogue re-reads it; the message, then the course page.
 */
export function useGoToCourse() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (courseId: number, message: string) => {
    snack(message, 'info');
    void client.invalidateQueries({ queryKey: queryKeys.root('mfe-catalogue') });
    navigate(pathFor('course', { id: courseId }));
  };
}
