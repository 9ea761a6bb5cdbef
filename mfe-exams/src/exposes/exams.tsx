import '../index.css';

export { default } from '../pages/exams-page';
