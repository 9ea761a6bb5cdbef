import { MyCoursesView } from '../features/my-courses/components/my-courses-view';

/** /my-courses (signed in). */
export default function MyCoursesPage() {
  return <MyCoursesView />;
}
