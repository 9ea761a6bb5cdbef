import { render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { messages } from '../../../messages';
import { decodeQrFrame } from '../hooks/decode-qr';
import { QrCamera } from './qr-camera';

// jsdom has no camera and draws no frames: the device and the decoder are replaced here; the real
// camera path (Chromium's fake camera playing a QR) is e2e/tests/staff-students-camera.spec.ts.
vi.mock('../hooks/decode-qr', () => ({ decodeQrFrame: vi.fn(async () => null) }));

const stop = vi.fn();
const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }) as unknown as MediaStream);

beforeEach(() => {
  stop.mockClear();
  getUserMedia.mockClear();
  vi.mocked(decodeQrFrame).mockReset();
  vi.mocked(decodeQrFrame).mockResolvedValue(null);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});

it('keeps one camera open while the page renders again, and answers the latest callback', async () => {
  const first = vi.fn();
  const { rerender, unmount } = render(<QrCamera onResult={first} onClose={() => {}} />);
  await waitFor(() => expect(decodeQrFrame).toHaveBeenCalled());
  // The students page passes a new function on every render (its results loading).
  const latest = vi.fn();
  rerender(<QrCamera onResult={latest} onClose={() => {}} />);
  vi.mocked(decodeQrFrame).mockResolvedValue('DEMO-STUDENT-0001');
  await waitFor(() => expect(latest).toHaveBeenCalledWith('DEMO-STUDENT-0001'));
  expect(first).not.toHaveBeenCalled();
  expect(getUserMedia).toHaveBeenCalledTimes(1);
  expect(stop).not.toHaveBeenCalled();
  unmount();
  expect(stop).toHaveBeenCalledTimes(1);
});

it('says so when the camera cannot be opened', async () => {
  getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
  render(<QrCamera onResult={() => {}} onClose={() => {}} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.qr.noCamera);
});
