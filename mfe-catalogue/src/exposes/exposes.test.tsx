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
