import '../index.css';

export { default } from '../pages/exam-session-page';
