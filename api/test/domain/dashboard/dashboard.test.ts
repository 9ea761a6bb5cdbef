import { pgliteFactory } from '../_support/db';
import { dashboardSuite } from './dashboard-suite';

dashboardSuite('PGlite', pgliteFactory);
