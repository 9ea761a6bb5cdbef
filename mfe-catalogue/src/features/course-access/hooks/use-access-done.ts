import { useNavigate } from '@app/router';
import { type Course, pathFor, queryKeys } from '@app/shared-contracts';
import { snack } from '@app/ui';
import { useQueryClient } from '@tanstack/react-query';
import { refreshUser } from '../api/refresh-user';

/**
 * After a join or purchase: the user (balance, my courses) is re-read, every catalogue list and
 * the wallet are refetched so the course shows joined everywhere, and the user lands on the course.
 */
export function useAccessDone(onDone?: (course: Course) => void) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async (course: Course, message: string) => {
    snack(message, 'success');
    await refreshUser().catch(() => undefined);
    void client.invalidateQueries({ queryKey: queryKeys.root('mfe-catalogue') });
    void client.invalidateQueries({ queryKey: queryKeys.root('mfe-wallet') });
    onDone?.(course);
    navigate(pathFor('course', { id: course.id }));
  };
}

/** ALREADY_JOINED / ALREADY_PURCHASED: the message, then the course page. */
export function useGoToCourse() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return (courseId: number, message: string) => {
    snack(message, 'info');
    void client.invalidateQueries({ queryKey: queryKeys.root('mfe-catalogue') });
    navigate(pathFor('course', { id: courseId }));
  };
}
