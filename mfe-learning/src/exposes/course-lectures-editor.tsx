import '../index.css';

export { default } from '../staff/course-lectures-page';
