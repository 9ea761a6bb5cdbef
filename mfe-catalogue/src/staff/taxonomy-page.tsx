import { isAdmin, useSession } from '@app/shared-contracts';
import { Spinner } from '@app/ui';
import { StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useTaxa } from '../features/staff-catalogue/api/get-taxa';
import { TaxonList } from '../features/staff-catalogue/components/taxon-list';
import { messages } from '../messages';

const t = messages.staffCatalogue.taxonomy;

/** /staff/grades: the grades and the categories (subjects), ordered and renamed in place. */
export default function TaxonomyPage() {
  const admin = useSession((s) => isAdmin(s.user));
  // Both lists appear together: the grades filling in later pushed the subjects and the add forms
  // down on a phone (CLS 0.33, issue 35). The lists read the same cached queries.
  const grades = useTaxa('grades');
  const categories = useTaxa('categories');
  const loading = grades.isPending || categories.isPending;
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      {loading ? (
        <Spinner label={messages.loading} />
      ) : (
        <div className={css({ display: 'grid', gap: '6', md: { gridTemplateColumns: '1fr 1fr' } })}>
          <TaxonList kind="grades" canDelete={admin} />
          <TaxonList kind="categories" canDelete={admin} />
        </div>
      )}
    </div>
  );
}
