import type { Course } from '@app/shared-contracts';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * The join / purchase button shown on course cards. Pages provide it (the course-access feature)
 * so that list features never import that feature themselves.
 */
export type CourseActionComponent = ComponentType<{ course: Course }>;
const CourseActionContext = createContext<CourseActionComponent | null>(null);

export const CourseActionProvider = CourseActionContext.Provider;
export const useCourseAction = () => useContext(CourseActionContext);
