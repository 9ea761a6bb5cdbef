import '../index.css';

export { default } from '../staff/questions-page';
