import '../index.css';

export { default } from '../pages/lecture-page';
