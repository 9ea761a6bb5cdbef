import '../index.css';

export { default } from '../staff/exam-results-page';
