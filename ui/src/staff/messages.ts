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
};
