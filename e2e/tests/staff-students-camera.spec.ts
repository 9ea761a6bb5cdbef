// The desk finds a student with the device's camera (issue 32): Chromium's fake camera plays a
// video of the demo student's profile QR (drawn here from the profile's profile_qr_code); the
// assistant opens the camera on the students page, the code is read from the live picture, the
// camera closes and the search shows that student alone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getProfile, loginViaApi } from '../support/api';
import { DEMO_STUDENT } from '../support/catalogue';
import { baseURL } from '../support/env';
import { fakeCameraArgs, qrCameraVideo } from '../support/fake-camera';
import { test as base, expect } from '../support/fixtures';
import { signInWithToken } from '../support/ui';

const ASSISTANT = { email: 'assistant@example.com', password: 'demo-assistant-2026' };

interface Camera {
  /** the demo student's profile_qr_code, as the api answers it */
  code: string;
  name: string;
}

// The browser starts with the camera switches (worker-scoped: the video exists before it starts);
// the project's own launch options (executable, sandbox, gpu...) are kept.
const test = base.extend<object, { camera: Camera; cameraVideo: string }>({
  camera: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL });
      const token = await loginViaApi(request, DEMO_STUDENT.email, DEMO_STUDENT.password);
      const profile = await getProfile(request, token);
      await request.dispose();
      await use({ code: String(profile.profile_qr_code), name: String(profile.name) });
    },
    { scope: 'worker' },
  ],
  cameraVideo: [
    async ({ camera }, use) => {
      await use(await qrCameraVideo(camera.code, mkdtempSync(join(tmpdir(), 'e2e-camera-'))));
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraVideo }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(cameraVideo)] });
    },
    { scope: 'worker' },
  ],
});
test.use({ permissions: ['camera'] });
test.describe.configure({ timeout: 120_000 });

test('an assistant finds the demo student by filming the QR of their profile', async ({
  page,
  request,
  camera,
}) => {
  expect(camera.code, 'the demo student has a profile QR').not.toBe('');
  const desk = await loginViaApi(request, ASSISTANT.email, ASSISTANT.password);
  await signInWithToken(page, desk, '/staff/students');
  await expect(page.getByRole('heading', { level: 1, name: 'الطلاب' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'مسح رمز QR بالكاميرا' }).click();
  await expect(page.getByText(`تمت قراءة الرمز: ${camera.code}`)).toBeVisible({ timeout: 20_000 });
  // Read once: the camera closed (its picture and its stop button are gone), the button is back.
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'إيقاف الكاميرا' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'مسح رمز QR بالكاميرا' })).toBeEnabled();
  const results = page.getByRole('table', { name: 'نتائج البحث عن الطلاب' });
  await expect(results.getByRole('link', { name: `فتح صفحة ${camera.name}` })).toBeVisible();
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'بحث عن طالب' })).toHaveValue(camera.code);
});
