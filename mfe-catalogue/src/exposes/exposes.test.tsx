import { fakeApi } from '@app/dev-kit/fixtures';
import { queryClient } from '@app/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every exposed module default-exports a React component (the contract of ARCHITECTURE §2).
const exposed = {
  welcome: () => import('./welcome'),
  home: () => import('./home'),
  courses: () => import('./courses'),
  course: () => import('./course'),
  'my-courses': () => import('./my-courses'),
  teachers: () => import('./teachers'),
  teacher: () => import('./teacher'),
  profile: () => import('./profile'),
  'course-card': () => import('./course-card'),
  'course-access': () => import('./course-access'),
};

describe('exposed modules', () => {
  for (const [name, load] of Object.entries(exposed)) {
    it(`${name} default-exports a component`, async () => {
      const mod = await load();
      expect(typeof mod.default).toBe('function');
    });
  }
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
