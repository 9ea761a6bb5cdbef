// The two external sites of the top bar and drawer (spec 1 §2), kept in one place so that an
// operator changes them without touching components. Social links come from app data instead.
export const externalLinks = {
  quizShow: 'https://quiz.elmanassa.com',
  psychSupport: 'https://nafsy.elmanassa.com',
} as const;
