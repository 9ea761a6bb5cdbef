import { CatalogueView } from '../features/catalogue/components/catalogue-view';
import { WithCardAccess } from '../widgets/with-card-access';

/** /courses: search, grade and category filters, infinite scroll (spec 1 §2, spec 2 §2). */
export default function CoursesPage() {
  return (
    <WithCardAccess>
      <CatalogueView />
    </WithCardAccess>
  );
}
