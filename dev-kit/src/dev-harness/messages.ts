// Every visible string of the stand-alone dev harness (the same page in every remote).
export const harnessMessages = {
  nav: 'صفحات هذا الجزء',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  login: 'تسجيل الدخول',
  logout: 'تسجيل الخروج',
  loginFailed: 'تعذّر تسجيل الدخول، تحقّق من البيانات أو من تشغيل الخادم.',
  signedIn: 'تم تسجيل الدخول',
  loading: 'جارٍ التحميل…',
} as const;
