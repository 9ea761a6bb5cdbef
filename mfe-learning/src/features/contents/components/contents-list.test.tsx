import { sampleExam, sampleLecture, sampleVideo } from '@app/dev-kit/fixtures';
import type { LectureContentsResponse } from '@app/shared-contracts';
import { formatFileSize } from '@app/shared-contracts/format';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../messages';
import { ContentsList } from './contents-list';

const t = messages.contents;
/** A lecture note's url is the api's signed link (the file is private), opened as it is. */
const NOTE_LINK = `/v1/media/attachments/9?u=4&e=1900000000&s=${'A'.repeat(43)}`;
const one = sampleVideo({ id: 1, name: 'شرح', views_limit: 3, counted_views: 2, attendance_chip_text: null });
const locked = sampleVideo({ id: 2, name: 'حل', views_limit: null, hide_attendance_chips: true });
const spent = sampleVideo({ id: 3, name: 'مراجعة', views_limit: 2, counted_views: 2, viewable: false });
const contents: LectureContentsResponse = {
  lecture: sampleLecture(),
  videos: [one, locked, spent],
  items: [
    { type: 'video', locked: false, item: one },
    { type: 'exam', locked: false, item: sampleExam({ name: 'اختبار' }) },
    { type: 'video', locked: true, item: locked },
    { type: 'video', locked: false, item: spent },
  ],
  exams: [],
  attachments: [{ id: 9, name: 'ملزمة', url: NOTE_LINK, size: 2_500_000, meta: { extension: 'pdf' } }],
};

describe('contents list', () => {
  it('shows items in order with views left (one left is an error), chips, locks and attachments', async () => {
    const played: number[] = [];
    render(<ContentsList contents={contents} onPlay={(v) => played.push(v.id)} />);
    const left = screen.getByText(t.viewsLeft(1));
    expect(left.className).toMatch(/danger/);
    // The default label on two videos; the third hides its chip.
    expect(screen.getAllByText(t.defaultChip)).toHaveLength(2);
    expect(screen.getAllByText(t.locked)).toHaveLength(1);
    expect(screen.getByRole('button', { name: t.play('حل') })).toBeDisabled();
    expect(screen.getByRole('button', { name: t.play('مراجعة') })).toBeDisabled();
    expect(screen.getByText(t.noViewsLeft)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.play('شرح') }));
    expect(played).toEqual([1]);
    expect(screen.getByRole('link', { name: t.download('ملزمة') })).toHaveAttribute('href', NOTE_LINK);
    // The note's size, before the student spends the data on it (issue 31).
    expect(screen.getByText(formatFileSize(2_500_000))).toBeInTheDocument();
  });
});
