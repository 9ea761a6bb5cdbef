// Runs once the web server is up (Playwright starts it before global setup): the staff set-up that
// goes through the running server's staff api (support/prepare.ts).
import { dataDir } from './env';
import { PROJECTS, prepareWithServer } from './prepare';

export default async function globalSetup() {
  await prepareWithServer(dataDir, PROJECTS);
}
