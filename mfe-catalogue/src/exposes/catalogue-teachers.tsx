import '../index.css';

export { default } from '../staff/teachers-page';
