import { pgliteFactory } from '../_support/db';
import { accessSuite } from './access-suite';

accessSuite('PGlite', pgliteFactory);
