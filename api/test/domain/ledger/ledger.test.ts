import { pgliteFactory } from '../_support/db';
import { ledgerSuite } from './ledger-suite';

ledgerSuite('PGlite', pgliteFactory);
