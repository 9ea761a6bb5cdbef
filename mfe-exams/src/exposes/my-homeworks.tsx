import '../index.css';

export { default } from '../pages/my-homeworks-page';
