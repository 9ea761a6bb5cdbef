import { StaticPage } from '../features/static/components/static-page';
import { termsContent as c } from '../features/static/content';

export default function TermsPage() {
  return (
    <StaticPage title={c.title}>
      {c.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body}</p>
        </section>
      ))}
    </StaticPage>
  );
}
