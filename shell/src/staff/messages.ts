// Visible strings of the shell's staff frame (its own lazy chunk: not in a student's first load).
export const staffMessages = {
  frameTitle: 'لوحة الإدارة',
  nav: 'قائمة الإدارة',
  openNav: 'فتح قائمة الإدارة',
  skipToContent: 'تخطَّ إلى المحتوى',
  logout: 'تسجيل الخروج',
  roles: { admin: 'مدير', assistant: 'مساعد', teacher: 'مدرس' },
  signedInAs: (name: string, role: string) => `${name} (${role})`,
};
