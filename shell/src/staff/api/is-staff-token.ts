import { http } from '@app/shared-contracts';

/**
 * Whether a fresh token is a staff member's (GET /v1/staff/me answers 200), asked at login before
 * the session is written so the first address is the right one. Admin and assistant are known by
 * the user's groupId; a teacher account has none, hence the question. Any failure: not staff.
 */
export async function isStaffToken(token: string): Promise<boolean> {
  try {
    await http.get('/staff/me', { headers: { Authorization: `Bearer ${token}` }, timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}
