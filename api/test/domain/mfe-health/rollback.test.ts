import { describe, expect, it } from 'vitest';
import { CLIENT_ATTEMPTS_CAP, verdictOf } from '../../../src/domain/mfe-health/rollback';

describe('verdictOf', () => {
  it('gives each client one vote and caps what one client counts', () => {
    const v = verdictOf([
      { attempts: 10_000, errors: 0 },
      { attempts: 1, errors: 1 },
      { attempts: 0, errors: 3 },
      { attempts: 2, errors: 9 },
      { attempts: 0, errors: 0 },
    ]);
    expect(v).toEqual({
      clients: 4,
      failingClients: 3,
      attempts: CLIENT_ATTEMPTS_CAP + 1 + 1 + 2,
      errorRate: 3 / 4,
    });
    expect(verdictOf([]).errorRate).toBeNull();
  });
});
