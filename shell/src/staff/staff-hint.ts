// A mark in this browser that its last session opened the staff side (issue 35). On a /staff
// address it lets the start-up load the page's remote beside the shell instead of after the
// frame and GET /v1/staff/me: the staff pages' own text painted last (LCP ~5 s on a phone).
// It only decides what code loads early; who may see a page is still /v1/staff/me's answer.
const KEY = 'staff_hint';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (a private mode): nothing is loaded early
  }
}

export function rememberStaff(): void {
  storage()?.setItem(KEY, '1');
}

export function wasStaff(): boolean {
  return storage()?.getItem(KEY) === '1';
}
