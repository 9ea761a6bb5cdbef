import '../index.css';

export { default } from '../staff/students-import-page';
