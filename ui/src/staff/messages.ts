/** Visible strings of `@app/ui/staff` (Arabic); kept out of the shared `@app/ui` entry. */
export const staffUiMessages = {
  table: {
    search: 'بحث',
    loading: 'جارٍ تحميل الصفوف…',
    empty: 'لا توجد نتائج',
    error: 'تعذر تحميل القائمة',
    retry: 'إعادة المحاولة',
    pagination: 'التنقل بين الصفحات',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    pageOf: (page: number, pages: number) => `صفحة ${page} من ${pages}`,
    total: (n: string) => `الإجمالي: ${n}`,
    sortBy: (column: string) => `ترتيب حسب ${column}`,
  },
  dateRange: {
    legend: 'المدة',
    from: 'من',
    to: 'إلى',
    order: 'يجب أن يكون تاريخ البداية قبل تاريخ النهاية',
  },
  /** A dashboard widget's frame (StatWidget, decision 0042). */
  statWidget: {
    downloadCsv: 'تنزيل CSV',
    error: 'تعذر تحميل هذا المؤشر',
    empty: 'لا توجد بيانات في هذه المدة',
  },
  chart: {
    dataTable: 'البيانات في جدول',
    empty: 'لا توجد بيانات في هذه المدة',
  },
  /** The record picker: a course or a lecture chosen by its name. */
  picker: {
    placeholder: 'اكتب للبحث بالاسم',
    open: 'عرض الخيارات',
    clear: 'إلغاء الاختيار',
    loading: 'جارٍ البحث…',
    empty: 'لا توجد نتائج',
    failed: 'تعذر تحميل الخيارات',
  },
  /** The sortable list (drag and drop, or Space and the arrows). */
  sortable: {
    handle: (name: string) => `نقل ${name}`,
    instructions:
      'لتغيير الترتيب: اضغط المسافة لالتقاط العنصر، ثم الأسهم لتحريكه، ثم المسافة لإفلاته، أو Escape للإلغاء.',
    picked: (name: string, position: number, total: number) =>
      `التُقط ${name}، في الموضع ${position} من ${total}`,
    over: (name: string, position: number) => `${name} الآن في الموضع ${position}`,
    dropped: (name: string, position: number) => `أُفلت ${name} في الموضع ${position}`,
    cancelled: (name: string) => `أُلغي نقل ${name}، عاد إلى موضعه`,
  },
};
