// Every visible string of mfe-exams.
export const messages = {
  comingSoon: (title: string) => `هذه الصفحة قيد الإعداد: ${title}`,
  comingSoonHint: 'نعمل على هذا الجزء من المنصة، وسيكون متاحًا قريبًا.',
  widgets: {
    'exam-details': 'تفاصيل الامتحان',
  },
  // The stand-alone dev harness (src/dev), never shipped; its other strings are in
  // @app/shared-contracts/dev-harness.
  harness: {
    title: 'بيئة تطوير: الامتحانات والواجبات',
  },
} as const;
