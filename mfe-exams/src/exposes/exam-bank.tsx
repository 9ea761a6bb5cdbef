import '../index.css';

export { default } from '../staff/exam-bank-page';
