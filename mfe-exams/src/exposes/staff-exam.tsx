import '../index.css';

export { default } from '../staff/exam-page';
