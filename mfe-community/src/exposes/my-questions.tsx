import '../index.css';

export { default } from '../pages/my-questions-page';
