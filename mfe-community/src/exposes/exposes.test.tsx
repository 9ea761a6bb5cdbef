import { render, screen } from '@testing-library/react';
import { messages } from '../messages';

// Every exposed module default-exports a component that renders; until a feature lands it
// is the Arabic 'coming soon' state naming its route or widget.
const exposed = {
  'help': { load: () => import('./help'), title: messages.routes['help'] },
  'attachments': { load: () => import('./attachments'), title: messages.routes['attachments'] },
  'my-questions': { load: () => import('./my-questions'), title: messages.routes['my-questions'] },
  'questions-bank': { load: () => import('./questions-bank'), title: messages.routes['questions-bank'] },
  'our-outlets': { load: () => import('./our-outlets'), title: messages.routes['our-outlets'] },
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
