// Visible strings of the federation layer (the shell's other strings live in src/messages.ts).
export const federationMessages = {
  remoteFailed: 'تعذّر تحميل هذا الجزء من المنصة',
  retry: 'إعادة المحاولة',
  loading: 'جارٍ التحميل…',
} as const;
