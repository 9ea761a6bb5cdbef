import { TeachersView } from '../features/teachers/components/teachers-view';

/** /teachers (signed in, teachers_page on). */
export default function TeachersPage() {
  return <TeachersView />;
}
