// The pages `pnpm bench:web` measures (issue 35): every page a student opens (signed in as the
// demo student; the ids from the api: a teacher, the course of a lecture the student may open, a
// session of the demo's general exam started for the run) and every staff page of the demo admin (from
// STAFF_ROUTES, a page with parameters opened on id 1, as the staff a11y walk does).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo-admin-2026' };
const GENERAL_EXAM_CODE = 'DEMO2026'; // api/src/cli/seed-data.ts DEMO_GENERAL_EXAM_CODE

async function api(origin, path, token, body) {
  const res = await fetch(`${origin}/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

/**
 * STAFF_ROUTES as data: the TypeScript table bundled by esbuild (the scripts run plain Node). esbuild
 * is reached through the api's tsx: the workspace root has no esbuild of its own on a fresh install.
 */
function staffRoutes() {
  const fromApi = createRequire(join(root, 'api/package.json'));
  const esbuild = createRequire(fromApi.resolve('tsx'))('esbuild');
  const entry = join(root, 'shared-contracts/src/contracts/routes/staff-routes.ts');
  const out = esbuild.buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    logLevel: 'error',
    write: false,
  });
  const module = { exports: {} };
  new Function('module', 'exports', out.outputFiles[0].text)(module, module.exports);
  return module.exports.staffRouteTable;
}

/** A lecture the student may open (the api gives it its contents), and its course. */
async function openLecture(origin, token) {
  const { data: list } = await api(origin, '/courses', token);
  for (const c of list) {
    const { data } = await api(origin, `/courses/${c.id}`, token);
    for (const l of data.lectures.filter((x) => (x.purchased && !x.expired) || x.free)) {
      const res = await fetch(`${origin}/v1/lectures/${l.id}/contents`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.ok) return { lectureId: l.id, courseId: c.id };
    }
  }
  throw new Error('the demo student has no lecture to open');
}

export async function benchPages(origin, { student, admin, courseId }) {
  const { data: teachers } = await api(origin, '/teachers', student);
  const lecture = await openLecture(origin, student);
  const { data: exam } = await api(origin, `/exams/details?exam_code=${GENERAL_EXAM_CODE}`, student);
  // A session running while the bench runs: the exam page shows it, /exams/session sits it.
  const { data: session } = await api(origin, '/exams/session', student, { exam_id: exam.id });
  const guest = (name, path, extra = {}) => ({ name, path, kind: 'guest', ...extra });
  const signed = (path, name = path) => ({
    name: `${name} (signed in)`,
    path,
    kind: 'signedIn',
    token: student,
  });
  return [
    guest('/ welcome', '/', { firstRender: true }),
    guest('/login', '/login'),
    guest('/register', '/register'),
    guest('/courses', '/courses'),
    guest(`/courses/${courseId}`, `/courses/${courseId}`),
    signed('/home'),
    signed('/profile'),
    signed('/my-courses'),
    // In the demo's layout ('dialog', the default) a lecture opens in a dialog on its course's
    // page; /lectures/{id} is a page only in the 'seperated' layout (else it sends to not-found).
    signed(`/courses/${lecture.courseId}`, "/courses/{id}, a lecture's course"),
    signed('/wallet'),
    signed('/wallet/topups'),
    signed('/exams'),
    signed(`/exams/session?sessionToken=${encodeURIComponent(session.token)}`, '/exams/session (running)'),
    signed('/my-exams/exams'),
    signed('/my-exams/homeworks'),
    signed('/questions-bank/directories'),
    signed('/questions-bank/my-questions'),
    signed('/notifications'),
    signed('/attachments'),
    signed('/teachers'),
    signed(`/teachers/${teachers[0]?.id ?? 1}`, '/teachers/{id}'),
    signed('/our-outlets'),
    signed('/help'),
    signed('/help/tickets'),
    ...staffRoutes()
      .filter((r) => r.roles.includes('admin'))
      .map((r) => ({
        name: `${r.path} (admin)`,
        path: r.path.replace(/:\w+/g, '1'),
        kind: 'staff',
        token: admin,
      })),
  ];
}
