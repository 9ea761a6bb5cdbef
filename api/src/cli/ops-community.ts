// The usage of mfe-community's staff commands (pnpm ops); they run through the staff api:
// ops-remote-community.ts.

export const COMMUNITY_USAGE = `  tickets
      Lists the open support tickets (id, date, who, title, content).

  reply-ticket <id> --text "<reply>"
      Replies to a ticket: a student's thread takes any number (each a ticket_reply notification);
      a guest's ticket is answered once, by e-mail (outbox).

  bank-questions
      Lists the students' bank questions waiting for an answer.

  answer-question <id> [--text "<answer>"] [--image <file>] [--audio <file>] [--pdf <file>] [--teacher <id>]
      Answers a student's question (at least one of text, image, audio, pdf); the student is notified.

  add-note --name "<name>" --file <path>
      Publishes a study note on /attachments (pdf, doc(x), ppt(x), xlsx, png, jpg, webp, mp3, zip).

  add-outlet --name "<name>" --governorate "<gov>" --city "<city>" --address "<address>" [--phone <n>] [--map <url>]
      Adds a centre to /our-outlets.`;
