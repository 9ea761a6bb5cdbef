import { render, screen } from '@testing-library/react';
import { messages } from '../messages';
import { ComingSoon } from './coming-soon';

it('names the route in Arabic', () => {
  render(<ComingSoon title="المحفظة" />);
  expect(screen.getByRole('heading', { name: messages.comingSoon('المحفظة') })).toBeInTheDocument();
});
