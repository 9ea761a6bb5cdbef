import { formatDuration } from '@app/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { ContinueCard } from './continue-card';

const t = messages.continue;
const last = {
  lecture_id: 4,
  lecture_name: 'المحاضرة الثانية',
  video_id: 9,
  video_name: 'قانون نيوتن',
  position: 754,
  duration: 1800,
};

describe('continue card', () => {
  it('names the video and its lecture, where the student stopped, and resumes on one tap', async () => {
    let resumed = 0;
    render(<ContinueCard last={last} onContinue={() => resumed++} />);
    expect(screen.getByRole('heading', { name: t.title })).toBeInTheDocument();
    expect(screen.getByText(t.where('قانون نيوتن', 'المحاضرة الثانية'))).toBeInTheDocument();
    expect(screen.getByText(t.stoppedAt(formatDuration(754), formatDuration(1800)))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.action('قانون نيوتن') }));
    expect(resumed).toBe(1);
  });

  it('a video watched to the end says so; no duration, no "of"', () => {
    const { rerender } = render(<ContinueCard last={{ ...last, position: 0 }} onContinue={() => {}} />);
    expect(screen.getByText(t.watched)).toBeInTheDocument();
    rerender(<ContinueCard last={{ ...last, duration: 0 }} onContinue={() => {}} />);
    expect(screen.getByText(t.stoppedAt(formatDuration(754), ''))).toBeInTheDocument();
  });

  it('waits while the video is being opened', () => {
    render(<ContinueCard last={last} pending onContinue={() => {}} />);
    expect(screen.getByRole('button', { name: t.action('قانون نيوتن') })).toBeDisabled();
  });
});
