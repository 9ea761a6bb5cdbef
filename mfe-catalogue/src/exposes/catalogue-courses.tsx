import '../index.css';

export { default } from '../staff/courses-page';
