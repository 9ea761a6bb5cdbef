import '../index.css';

export { default } from '../pages/teachers-page';
