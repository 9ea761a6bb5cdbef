import '../index.css';

export { default } from '../pages/questions-bank-page';
