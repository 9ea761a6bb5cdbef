import { isAdmin, useSession } from '@app/shared-contracts';
import { StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { TaxonList } from '../features/staff-catalogue/components/taxon-list';
import { messages } from '../messages';

const t = messages.staffCatalogue.taxonomy;

/** /staff/grades: the grades and the categories (subjects), ordered and renamed in place. */
export default function TaxonomyPage() {
  const admin = useSession((s) => isAdmin(s.user));
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      <div className={css({ display: 'grid', gap: '6', md: { gridTemplateColumns: '1fr 1fr' } })}>
        <TaxonList kind="grades" canDelete={admin} />
        <TaxonList kind="categories" canDelete={admin} />
      </div>
    </div>
  );
}
