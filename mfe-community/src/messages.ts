// Every visible string of mfe-community.
export const messages = {
  comingSoon: (title: string) => `هذه الصفحة قيد الإعداد: ${title}`,
  comingSoonHint: 'نعمل على هذا الجزء من المنصة، وسيكون متاحًا قريبًا.',
  widgets: {},
  help: {
    title: 'المساعدة والدعم',
    intro: 'أرسل لنا مشكلتك أو سؤالك وسنرد عليك في أقرب وقت.',
    formTitle: 'تذكرة دعم جديدة',
    ticketTitle: 'عنوان الرسالة',
    content: 'نص الرسالة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    send: 'إرسال',
    reset: 'مسح الحقول',
    confirmTitle: 'إرسال التذكرة',
    confirmMessage: 'هل تريد إرسال هذه الرسالة إلى فريق الدعم؟',
    confirm: 'إرسال',
    cancel: 'إلغاء',
    startChat: 'ابدأ المحادثة',
    chatHint: 'تحدث مع فريق الدعم مباشرة.',
    social: 'تابعنا',
    socialNames: {
      youtube_url: 'يوتيوب',
      facebook_url: 'فيسبوك',
      linkedin_url: 'لينكدإن',
      telegram_url: 'تيليجرام',
      messenger_url: 'ماسنجر',
      twitter_url: 'إكس (تويتر)',
      tiktok_url: 'تيك توك',
      whatsapp_url: 'واتساب',
    },
    deleteTitle: 'حذف الحساب',
    deleteText: 'يمكنك طلب حذف حسابك وجميع بياناتك، ويتم تنفيذ الطلب خلال 24 إلى 48 ساعة.',
    deleteDisabled: 'هذه الخاصية غير متاحة حالياً',
    deleteButton: 'طلب حذف الحساب',
  },
  // The stand-alone dev harness (src/dev), never shipped; its other strings are in
  // @app/shared-contracts/dev-harness.
  harness: {
    title: 'بيئة تطوير: الدعم والمجتمع',
  },
} as const;
