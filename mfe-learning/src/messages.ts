import type { PluralForms } from '@app/shared-contracts';
import { uiMessages } from '@app/ui';

// Every visible string of mfe-learning. The error catalogues of spec 2 §8 come from
// @app/shared-contracts/errors (lecturePurchaseMessages, lectureContentsMessages, loadMessages).
export const messages = {
  loading: uiMessages.loading,
  widgets: {
    'course-lectures': 'محاضرات الدورة',
  },
  lectures: {
    title: 'المحاضرات',
    count: {
      zero: 'لا توجد محاضرات',
      one: 'محاضرة واحدة',
      two: 'محاضرتان',
      few: '{n} محاضرات',
      many: '{n} محاضرة',
      other: '{n} محاضرة',
    } satisfies PluralForms,
    empty: 'لم يتم إضافة محاضرات بعد',
    joinFirst: 'يجب عليك الاشتراك في الدورة أولاً لعرض المحاضرات',
    free: 'مجاناً',
    preview: 'معاينة مجانية',
    purchased: 'تم الشراء',
    expired: 'انتهت صلاحية الوصول',
    expiryDays: {
      zero: 'صلاحية الوصول {n} يوم',
      one: 'صلاحية الوصول يوم واحد',
      two: 'صلاحية الوصول يومان',
      few: 'صلاحية الوصول {n} أيام',
      many: 'صلاحية الوصول {n} يوماً',
      other: 'صلاحية الوصول {n} يوم',
    } satisfies PluralForms,
    accessUntil: (date: string) => `متاحة حتى ${date}`,
    seen: 'تمت المشاهدة',
    locked: 'مغلقة',
    buyCourseFirst: 'محاضرات هذه الدورة تُفتح بشراء الدورة كاملة، اشترِ الدورة من أعلى الصفحة',
    open: (name: string) => `فتح ${name}`,
    buy: (name: string) => `شراء ${name}`,
    repurchase: 'إعادة الشراء',
  },
  purchase: {
    title: 'شراء المحاضرة',
    repurchaseTitle: 'إعادة شراء المحاضرة',
    price: (p: string) => `السعر: ${p}`,
    freeText: 'هذه المحاضرة مجانية، أكّد للحصول عليها.',
    repurchaseNote: 'إعادة الشراء تبدأ عدد المشاهدات من جديد.',
    // the payment fields and their texts are the wallet's checkout (decision 0033)
  },
  contents: {
    title: (name: string) => `محتوى ${name}`,
    videos: 'الفيديوهات',
    exams: 'الامتحانات',
    attachments: 'المرفقات',
    empty: 'لا يوجد محتوى في هذه المحاضرة بعد',
    locked: 'مغلق',
    viewsLeft: (n: number) => `المشاهدات المتبقية: ${n}`,
    unlimited: 'مشاهدات غير محدودة',
    noViewsLeft: 'لا توجد مشاهدات متبقية',
    play: (name: string) => `تشغيل ${name}`,
    download: (name: string) => `تحميل ${name}`,
    defaultChip: 'أساسي',
    retry: uiMessages.retry,
    backToCourse: 'العودة إلى الدورة',
    tab: 'المحتوى',
  },
  video: {
    title: 'مشاهدة الفيديو',
    next: 'الفيديو التالي',
    previous: 'الفيديو السابق',
    close: uiMessages.close,
    webBlocked: 'لمشاهدة الفيديوهات حمّل تطبيق الهاتف أو برنامج الكمبيوتر',
    openDesktop: 'فتح في برنامج الكمبيوتر',
    playStore: 'تطبيق أندرويد',
    appStore: 'تطبيق آيفون',
    desktop: 'برنامج الكمبيوتر',
  },
  // The staff dashboard's widget (decision 0042).
  staffWidgets: {
    topViews: {
      title: 'الأكثر مشاهدة',
      empty: 'لا توجد مشاهدات في هذه المدة',
      courses: 'الدورات الأكثر مشاهدة',
      lectures: 'المحاضرات الأكثر مشاهدة',
      course: 'دورة',
      lecture: 'محاضرة',
      columns: {
        kind: 'النوع',
        name: 'الاسم',
        course: 'الدورة',
        lecture: 'المحاضرة',
        views: 'المشاهدات',
        viewers: 'الطلاب',
      },
    },
  },
  // The stand-alone dev harness (src/dev), never shipped; its other strings are in
  // @app/dev-kit/dev-harness.
  harness: {
    title: 'بيئة تطوير: المحاضرات',
  },
} as const;
