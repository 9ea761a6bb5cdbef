// Every visible string of mfe-catalogue.
export const messages = {
  comingSoon: (title: string) => `هذه الصفحة قيد الإعداد: ${title}`,
  comingSoonHint: 'نعمل على هذا الجزء من المنصة، وسيكون متاحًا قريبًا.',
  routes: {
    'welcome': 'مرحبًا بك',
    'home': 'الرئيسية',
    'courses': 'الكورسات',
    'course': 'صفحة الكورس',
    'my-courses': 'كورساتي',
    'teachers': 'المدرسون',
    'teacher': 'صفحة المدرس',
    'profile': 'الملف الشخصي',
  },
  widgets: {
    'course-card': 'بطاقة الكورس',
    'course-access': 'الاشتراك في الكورس',
  },
  // The stand-alone dev harness (src/dev), never shipped.
  harness: {
    title: 'بيئة تطوير: الكتالوج والصفحة الرئيسية',
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
