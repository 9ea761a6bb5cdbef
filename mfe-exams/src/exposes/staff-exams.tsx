import '../index.css';

export { default } from '../staff/exams-page';
