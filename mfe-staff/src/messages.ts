// Every visible string of mfe-staff.
export const messages = {
  harness: { title: 'بيئة تطوير: لوحة الإدارة' },
  dashboard: {
    title: 'لوحة التحكم',
    description: 'ملخص عمل اليوم في السنتر',
    widgets: 'مؤشرات اليوم',
    empty: 'لا توجد مؤشرات لعرضها بعد',
  },
};
