import { render, screen } from '@testing-library/react';
import { messages } from '../messages';

// Every exposed module default-exports a component that renders; until a feature lands it
// is the Arabic 'coming soon' state naming its route or widget.
const exposed = {
  'lecture': { load: () => import('./lecture'), title: messages.routes['lecture'] },
  'course-lectures': { load: () => import('./course-lectures'), title: messages.widgets['course-lectures'] },
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
