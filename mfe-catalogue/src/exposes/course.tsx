import '../index.css';

export { default } from '../pages/course-page';
