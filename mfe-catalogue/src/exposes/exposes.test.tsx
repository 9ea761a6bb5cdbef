import { render, screen } from '@testing-library/react';
import { messages } from '../messages';

// Every exposed module default-exports a component that renders; until a feature lands it
// is the Arabic 'coming soon' state naming its route or widget.
const exposed = {
  'welcome': { load: () => import('./welcome'), title: messages.routes['welcome'] },
  'home': { load: () => import('./home'), title: messages.routes['home'] },
  'courses': { load: () => import('./courses'), title: messages.routes['courses'] },
  'course': { load: () => import('./course'), title: messages.routes['course'] },
  'my-courses': { load: () => import('./my-courses'), title: messages.routes['my-courses'] },
  'teachers': { load: () => import('./teachers'), title: messages.routes['teachers'] },
  'teacher': { load: () => import('./teacher'), title: messages.routes['teacher'] },
  'profile': { load: () => import('./profile'), title: messages.routes['profile'] },
  'course-card': { load: () => import('./course-card'), title: messages.widgets['course-card'] },
  'course-access': { load: () => import('./course-access'), title: messages.widgets['course-access'] },
};

describe('exposed modules', () => {
  for (const [name, { load, title }] of Object.entries(exposed)) {
    it(`${name} renders its Arabic state`, async () => {
      const { default: Exposed } = await load();
      render(<Exposed />);
      expect(screen.getByText(messages.comingSoon(title))).toBeInTheDocument();
    });
  }
});
