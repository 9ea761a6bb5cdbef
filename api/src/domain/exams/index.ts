export { examByCode, examById } from './load';
export { examDetails, listResults, sessionPayload, submitAndReport, submitPayload } from './read';
export { checkWindow, readSession, saveAnswers, startSession, startSessionOf } from './sessions';
export { submitSession, sweepOverdueSessions } from './submit';
export { GRACE_MS } from './views';
