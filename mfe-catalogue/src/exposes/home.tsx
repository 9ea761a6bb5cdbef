import '../index.css';

export { default } from '../pages/home-page';
