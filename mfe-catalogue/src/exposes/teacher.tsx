import '../index.css';

export { default } from '../pages/teacher-page';
