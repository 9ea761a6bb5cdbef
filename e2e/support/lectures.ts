// Steps the lecture and video journeys share: a student pays for a published lecture with cash the
// desk took, and a lecture video plays as HLS in the player dialog.
import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { apiGet, loginViaApi } from './api';

const ASSISTANT = { email: 'assistant@example.com', password: 'demo-assistant-2026' };

/** The desk takes `amount` pounds in cash for the student, who buys the lecture named `name` with the wallet. */
export async function buyLectureWithDeskCash(
  request: APIRequestContext,
  student: { email: string; token?: string | null },
  courseId: number,
  name: string,
  amount = 5,
) {
  const desk = await loginViaApi(request, ASSISTANT.email, ASSISTANT.password);
  const found = await apiGet(request, `/v1/staff/students?q=${encodeURIComponent(student.email)}`, desk);
  const cash = await request.post(`/v1/staff/students/${found.items[0].id}/cash`, {
    data: { amount },
    headers: {
      Authorization: `Bearer ${desk}`,
      'Idempotency-Key': `buy-lecture-${Date.now()}-${student.email}`,
    },
  });
  expect(cash.ok()).toBe(true);
  const lecture = (await apiGet(request, `/v1/courses/${courseId}`, student.token!)).data.lectures.find(
    (l: { name: string }) => l.name === name,
  );
  expect(lecture, 'the published lecture is in the course').toBeTruthy();
  const bought = await request.post(`/v1/lectures/${lecture.id}/purchase`, {
    data: { pay_by: 'wallet' },
    headers: { Authorization: `Bearer ${student.token}` },
  });
  expect(bought.status(), await bought.text()).toBe(200);
  return lecture as { id: number; name: string };
}

/**
 * The player region of a video dialog plays adaptive HLS: hls.js read more than one rendition from
 * the master playlist, and the (muted) video runs past its first second.
 */
export async function expectHlsPlays(frame: Locator) {
  const element = frame.locator('video');
  await expect(element).toBeVisible();
  await expect.poll(() => frame.getAttribute('data-levels'), { timeout: 15_000 }).not.toMatch(/^[01]$/);
  await element.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => element.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
}
