import { fakeApi } from '@app/dev-kit/fixtures';
import { loadMessages } from '@app/shared-contracts/errors';
import { formatFileSize } from '@app/shared-contracts/format';
import { screen, within } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderPage } from '../../../test/render';
import { AttachmentsList } from './attachments-list';

const t = messages.attachments;
let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

describe('study notes', () => {
  it('lists name, extension, Arabic size and the download link of each note', async () => {
    api = fakeApi(() => ({
      status: 200,
      data: {
        data: [
          {
            id: 1,
            name: 'ملخص الفيزياء',
            url: '/v1/attachments/1/download',
            size: 4812,
            meta: { extension: 'pdf' },
          },
          {
            id: 2,
            name: 'أسئلة',
            url: '/v1/attachments/2/download',
            size: 3_500_000,
            meta: { extension: 'docx' },
          },
        ],
      },
    }));
    renderPage(<AttachmentsList />, { user: null });
    const list = await screen.findByRole('list', { name: t.title });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('ملخص الفيزياء');
    expect(first).toHaveTextContent('PDF');
    expect(first).toHaveTextContent('4.7 كيلوبايت');
    expect(second).toHaveTextContent('3.3 ميغابايت');
    expect(within(first!).getByRole('link', { name: t.downloadNamed('ملخص الفيزياء') })).toHaveAttribute(
      'href',
      '/v1/attachments/1/download',
    );
  });

  it("says 'no notes' when there are none and the load failure message on an error", async () => {
    api = fakeApi(() => ({ status: 200, data: { data: [] } }));
    const { unmount } = renderPage(<AttachmentsList />, { user: null });
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
    unmount();
    api.restore();
    api = fakeApi(() => ({ status: 500, data: {} }));
    renderPage(<AttachmentsList />, { user: null });
    expect(await screen.findByText(loadMessages.attachments)).toBeInTheDocument();
  });

  it('formats sizes in bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(500)).toBe('500 بايت');
    expect(formatFileSize(1024)).toBe('1 كيلوبايت');
  });
});
