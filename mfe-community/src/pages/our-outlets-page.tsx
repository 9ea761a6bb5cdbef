import { css } from '#styled-system/css';
import { Page } from '../components/page';
import { OutletsView } from '../features/outlets/components/outlets-view';
import { messages } from '../messages';

/** /our-outlets (guests too). */
export default function OurOutletsPage() {
  return (
    <Page labelledBy="outlets-title">
      <h1 id="outlets-title" className={css({ textStyle: 'h1' })}>
        {messages.outlets.title}
      </h1>
      <OutletsView />
    </Page>
  );
}
