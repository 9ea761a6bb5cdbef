// Lecture authoring (issue 33, decision 0044): the staff's lectures of a course and their items.
export * from './items';
export * from './lectures';
