import { StaticPage } from '../features/static/components/static-page';
import { aboutContent as c } from '../features/static/content';

export default function AboutPage() {
  return (
    <StaticPage title={c.title}>
      <p>{c.intro}</p>
      {c.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {'body' in s ? <p>{s.body}</p> : null}
          {'items' in s && s.items ? (
            <ul>
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </StaticPage>
  );
}
