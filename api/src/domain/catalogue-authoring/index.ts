// Catalogue authoring (issue 33, decision 0043): grades, categories, teachers, courses.
export * from './course-order';
export * from './courses';
export * from './taxa';
export * from './teachers';
