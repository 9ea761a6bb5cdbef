import '../index.css';

export { default } from '../pages/my-exams-page';
