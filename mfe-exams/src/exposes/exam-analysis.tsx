import '../index.css';

export { default } from '../staff/exam-analysis-page';
