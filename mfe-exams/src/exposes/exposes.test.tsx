import { render, screen } from '@testing-library/react';
import { messages } from '../messages';

// Every exposed module default-exports a component that renders; until a feature lands it
// is the Arabic 'coming soon' state naming its route or widget.
const exposed = {
  'exams': { load: () => import('./exams'), title: messages.routes['exams'] },
  'exam-session': { load: () => import('./exam-session'), title: messages.routes['exam-session'] },
  'my-exams': { load: () => import('./my-exams'), title: messages.routes['my-exams'] },
  'my-homeworks': { load: () => import('./my-homeworks'), title: messages.routes['my-homeworks'] },
  'exam-details': { load: () => import('./exam-details'), title: messages.widgets['exam-details'] },
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
