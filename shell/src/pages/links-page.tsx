import { SOCIAL_NAMES, SOCIAL_URL_FIELDS, useSession } from '@app/shared-contracts';
import { externalLinks } from '../config/external-links';
import { StaticPage } from '../features/static/components/static-page';
import { linksContent as c } from '../features/static/content';
import { messages } from '../messages';

export default function LinksPage() {
  const appData = useSession((s) => s.appData);
  const social = SOCIAL_URL_FIELDS.filter((f) => appData?.[f]);
  return (
    <StaticPage title={c.title}>
      <p>{c.intro}</p>
      <ul>
        {social.map((f) => (
          <li key={f}>
            <a href={appData?.[f] ?? undefined} target="_blank" rel="noopener noreferrer">
              {SOCIAL_NAMES[f]}
            </a>
          </li>
        ))}
        <li>
          <a href={externalLinks.quizShow} target="_blank" rel="noopener noreferrer">
            {messages.nav.quizShow}
          </a>
        </li>
        <li>
          <a href={externalLinks.psychSupport} target="_blank" rel="noopener noreferrer">
            {messages.nav.psychSupport}
          </a>
        </li>
      </ul>
      {appData?.contact_email || appData?.contact_phone ? (
        <>
          <h2>{c.contact}</h2>
          <ul>
            {appData.contact_phone ? (
              <li>
                <a href={`tel:${appData.contact_phone}`} dir="ltr">
                  {appData.contact_phone}
                </a>
              </li>
            ) : null}
            {appData.contact_email ? (
              <li>
                <a href={`mailto:${appData.contact_email}`} dir="ltr">
                  {appData.contact_email}
                </a>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </StaticPage>
  );
}
