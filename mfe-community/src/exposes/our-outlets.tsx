import '../index.css';

export { default } from '../pages/our-outlets-page';
