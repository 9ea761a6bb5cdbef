import type { Ctx, Row } from './bad-input-rows';

// POST /v1/mfe/health in the bad-input table (issue 16): anyone may call it, so every malformed or
// implausible batch (decision 0027: counts one page load cannot make) gets its 422 on the field and
// stores nothing.
const REPORT = {
  remote: 'mfe-wallet',
  version: '1.0.0',
  loads: 1,
  failures: 0,
  renderErrors: 0,
  loadMs: [10],
};

export function mfeHealthRows(_c: Ctx): Row[] {
  const out: Row[] = [];
  const bad = (name: string, body: unknown, field: string) =>
    out.push({
      name: `mfe/health: ${name}`,
      method: 'POST',
      url: '/v1/mfe/health',
      actor: 'guest',
      body,
      status: 422,
      field,
    });
  bad('a bucket over 99', { bucket: 100, reports: [REPORT] }, 'bucket');
  bad('a bucket as text', { bucket: '7', reports: [REPORT] }, 'bucket');
  bad('a fractional bucket', { bucket: 1.5, reports: [REPORT] }, 'bucket');
  bad('no reports', { bucket: 1, reports: [] }, 'reports');
  bad('21 reports', { bucket: 1, reports: Array.from({ length: 21 }, () => REPORT) }, 'reports');
  bad('the shell as a remote', { bucket: 1, reports: [{ ...REPORT, remote: 'shell' }] }, 'reports.0.remote');
  bad('a path as version', { bucket: 1, reports: [{ ...REPORT, version: '../../x' }] }, 'reports.0.version');
  bad(
    'a control character in the version',
    { bucket: 1, reports: [{ ...REPORT, version: '1\u0000' }] },
    'reports.0.version',
  );
  bad('negative loads', { bucket: 1, reports: [{ ...REPORT, loads: -1 }] }, 'reports.0.loads');
  bad(
    'loads past the cap',
    { bucket: 1, reports: [{ ...REPORT, failures: 1_000_001 }] },
    'reports.0.failures',
  );
  bad('51 loads in one batch', { bucket: 1, reports: [{ ...REPORT, loads: 51 }] }, 'reports.0.loads');
  bad(
    '51 render errors in one batch',
    { bucket: 1, reports: [{ ...REPORT, renderErrors: 51 }] },
    'reports.0.renderErrors',
  );
  bad(
    'more load times than loads',
    { bucket: 1, reports: [{ ...REPORT, loads: 1, loadMs: [10, 10] }] },
    'reports.0.loadMs',
  );
  bad(
    '201 load times',
    { bucket: 1, reports: [{ ...REPORT, loadMs: Array.from({ length: 201 }, () => 1) }] },
    'reports.0.loadMs',
  );
  bad('a user id', { bucket: 1, reports: [REPORT], userId: 5 }, 'userId');
  return out;
}
