import '../index.css';

export { default } from '../pages/my-courses-page';
