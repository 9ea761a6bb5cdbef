/** Default visible strings of the design system (Arabic). Components accept overrides via props. */
export const uiMessages = {
  close: 'إغلاق',
  confirm: 'تأكيد',
  cancel: 'إلغاء',
  retry: 'إعادة المحاولة',
  loading: 'جارٍ التحميل…',
  errorTitle: 'حدث خطأ',
  errorDefault: 'حدثت مشكلة أثناء تحميل البيانات',
  emptyDefault: 'لا توجد بيانات لعرضها',
  selectPlaceholder: 'اختر',
  increment: 'زيادة',
  decrement: 'إنقاص',
  imageUnavailable: 'تعذّر تحميل الصورة',
  avatar: 'الصورة الشخصية',
  notifications: 'منطقة الإشعارات',
  required: 'مطلوب',
  remove: 'إزالة',
  showPassword: 'إظهار كلمة المرور',
  showMore: 'عرض المزيد',
  showLess: 'عرض أقل',
  chooseFile: 'اختر ملفاً',
  chooseImage: 'اختر صورة',
  noFileChosen: 'لم يتم اختيار ملف',
  /** The phone input's country picker, named after its field. */
  countryOf: (label: string) => `دولة ${label}`,
  imageViewer: {
    zoom: 'تكبير',
    /** The zoom button's name: which picture it opens. */
    zoomImage: (alt: string) => `تكبير ${alt}`,
    toolbar: 'عارض الصور',
    zoomIn: 'تكبير',
    zoomOut: 'تصغير',
    rotate: 'تدوير',
    reset: 'إعادة الضبط',
  },
  toastType: {
    success: 'تم بنجاح',
    error: 'خطأ',
    warning: 'تنبيه',
    info: 'معلومة',
  },
} as const;

export type UiMessages = typeof uiMessages;
