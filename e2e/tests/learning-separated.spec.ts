// Spec 2 §2 'Lecture page' (issue 10): with the centre's `lectures_view_layout` set to 'seperated'
// by staff (`pnpm ops set-setting`, the server running), a lecture opens as its own page instead of the contents dialog;
// a lecture not bought sends the student to its course with the reason. The setting is the whole
// server's, so the spec runs its own demo server (support/own-server.ts).
import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest } from '@playwright/test';
import { apiGet, readyStudent } from '../support/api';
import { allCourses } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { OWN_SERVER_START_MS, ownServer } from '../support/own-server';
import { signInWithToken } from '../support/ui';

const server = ownServer(8, 'separated');
test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.use({ baseURL: server.base });
// Started before the page fixture, which reads /v1/app to put the announcement aside.
test.beforeAll(async () => {
  // A hook has the config's 60 s, not the describe's: the start (a migration and the demo's seed,
  // over a minute on a loaded two-core machine beside the other worker) gets the time it allows itself.
  test.setTimeout(OWN_SERVER_START_MS + 10_000);
  await server.start();
});
test.afterAll(server.stop);

interface Lecture {
  id: number;
  name: string;
  free: boolean;
  purchased: boolean;
}

test('in the separated layout a lecture opens as its own page, and one not bought goes back to its course', async ({
  page,
}) => {
  const request = await apiRequest.newContext({ baseURL: server.base });
  const student = await readyStudent(request, 'separated');
  const course = (await allCourses(request, student.token)).find((c) => c.pay_type === 'lectures');
  expect(course, 'the demo has a course sold by lecture').toBeTruthy();
  const lectures: Lecture[] = (await apiGet(request, `/v1/courses/${course!.id}`, student.token)).data
    .lectures;
  const [owned, other] = lectures.filter((l) => !l.free && !l.purchased);
  expect(other, 'two paid lectures').toBeTruthy();
  await request.dispose();

  // Staff work beside the running server (pnpm ops is a client of its staff api).
  expect(server.ops('set-setting', 'lectures_view_layout', 'seperated')).toContain('"seperated"');
  expect(server.ops('grant-lecture', student.email, String(owned!.id))).toContain('granted lecture');

  await signInWithToken(page, student.token!, `/courses/${course!.id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: `فتح ${owned!.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lectures/${owned!.id}$`));
  const article = page.getByRole('article', { name: owned!.name });
  await expect(article.getByRole('heading', { level: 1, name: owned!.name })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'المحتوى' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await article.getByRole('button', { name: 'العودة إلى الدورة' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course!.id}$`));

  // Typed straight into the address bar: not bought, so back to the course with the reason.
  await page.goto(`/lectures/${other!.id}`);
  await expect(page).toHaveURL(new RegExp(`/courses/${course!.id}$`));
  await expect(page.getByText('يتعين عليك شراء المحاضرة أولاً')).toBeVisible();
});
