// Every visible string of mfe-community.
export const messages = {
  comingSoon: (title: string) => `هذه الصفحة قيد الإعداد: ${title}`,
  comingSoonHint: 'نعمل على هذا الجزء من المنصة، وسيكون متاحًا قريبًا.',
  widgets: {},
  // The stand-alone dev harness (src/dev), never shipped.
  harness: {
    title: 'بيئة تطوير: الدعم والمجتمع',
    nav: 'صفحات هذا الجزء',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    loginFailed: 'تعذّر تسجيل الدخول، تحقّق من البيانات أو من تشغيل الخادم.',
    signedIn: 'تم تسجيل الدخول',
    loading: 'جارٍ التحميل…',
  },
} as const;
