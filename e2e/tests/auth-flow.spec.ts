// Issue 2 §7: register, confirm with the code from the mail outbox, complete the profile, log out, log in.
import { getProfile, newStudent } from '../support/api';
import { expect, test } from '../support/fixtures';
import {
  confirmWithOutboxCode,
  fillLogin,
  fillRegister,
  logoutViaUi,
  TOKEN_KEY,
  text,
  waitForApp,
} from '../support/ui';

test('register, confirm the e-mail, complete the profile, log out and log in again', async ({
  page,
  request,
}) => {
  const student = await newStudent(request, 'flow');

  await page.goto('/register');
  await waitForApp(page);
  await fillRegister(page, student);

  // Spec 1 §4: a token with verification SENT signs in and goes to confirm.
  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByRole('heading', { name: 'تأكيد البريد الإلكتروني' })).toBeVisible();
  await confirmWithOutboxCode(page, request, student.email);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(text.emailBar)).toHaveCount(0);

  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  let user = await getProfile(request, token!);
  expect(user.email_verified_at).toBeTruthy();

  // The profile: every required field was given at registration, so nothing forces the student
  // back; the profile page opens from the user menu and the api reports the profile complete.
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitem', { name: 'حسابي' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText(text.remoteFailed)).toHaveCount(0);
  user = await getProfile(request, token!);
  expect(user).toMatchObject({
    profile_not_completed: false,
    phone: student.phone,
    parent_phone: student.parentPhone,
    grade_id: student.grade.id,
    governorate: student.governorate,
  });

  await logoutViaUi(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // The old token was revoked on the server.
  expect((await request.get('/v1/profile', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
    401,
  );

  await waitForApp(page);
  await fillLogin(page, student.email, student.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'قائمة الحساب' })).toBeVisible();
});
