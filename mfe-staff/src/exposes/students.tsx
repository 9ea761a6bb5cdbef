import '../index.css';

export { default } from '../staff/students-page';
