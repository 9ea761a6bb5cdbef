import '../index.css';

export { default } from '../pages/courses-page';
