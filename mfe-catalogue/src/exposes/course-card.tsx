import '../index.css';

export { default } from '../widgets/course-card';
