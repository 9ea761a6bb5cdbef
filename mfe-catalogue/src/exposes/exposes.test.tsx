import { fakeApi, sampleCourse } from '@app/dev-kit/fixtures';
import { checkExposes } from '@app/dev-kit/testing/exposes';
import { queryClient } from '@app/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposedModules } from '../dev/routes';

// Each module of the remote contract is in the harness and renders at its address (dev-kit).
checkExposes('mfe-catalogue', exposedModules, {
  './widgets/course-card': { course: sampleCourse() },
  './widgets/course-access': { course: sampleCourse() },
});

describe('page prefetch', () => {
  afterEach(() => queryClient.clear());

  it("asks for the page's first data with the address's filters and id", async () => {
    const api = fakeApi(({ url }) =>
      url === '/courses' ? { status: 200, data: { data: [], links: { next: null } } } : { status: 404 },
    );
    try {
      (await import('./courses')).prefetch({
        params: {},
        search: new URLSearchParams('search=فيزياء&grade_id=2'),
      });
      (await import('./course')).prefetch({ params: { id: '٧' }, search: new URLSearchParams() });
      (await import('./course')).prefetch({ params: { id: 'abc' }, search: new URLSearchParams() });
      await vi.waitFor(() => expect(api.calls).toHaveLength(2));
      expect(api.calls[0]).toMatchObject({ url: '/courses', params: { search: 'فيزياء', grade_id: 2 } });
      expect(api.calls[1]).toMatchObject({ url: '/courses/7' });
    } finally {
      api.restore();
    }
  });
});
