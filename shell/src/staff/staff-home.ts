import { staffPathFor } from '@app/shared-contracts/staff-routes';

/** Where a staff member lands after signing in: the dashboard of STAFF_ROUTES. */
export const STAFF_HOME = staffPathFor('dashboard');
