import { StaticPage } from '../features/static/components/static-page';
import { privacyContent as c } from '../features/static/content';

export default function PrivacyPage() {
  return (
    <StaticPage title={c.title}>
      <p>{c.updated}</p>
      {c.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body}</p>
        </section>
      ))}
    </StaticPage>
  );
}
