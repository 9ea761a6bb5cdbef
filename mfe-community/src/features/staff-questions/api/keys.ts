import type { StaffQuestionsQuery } from '@app/shared-contracts/schemas';

/** The staff bank-question queries, under one prefix so an answer refreshes every list. */
export const staffQuestionKeys = {
  all: () => ['mfe-community', 'staff', 'questions'] as const,
  list: (query: StaffQuestionsQuery) => ['mfe-community', 'staff', 'questions', 'list', query] as const,
  one: (id: number) => ['mfe-community', 'staff', 'questions', 'one', id] as const,
};
