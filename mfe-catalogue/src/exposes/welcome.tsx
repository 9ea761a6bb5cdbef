import '../index.css';

export { default } from '../pages/welcome-page';
