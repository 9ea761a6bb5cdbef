import '../index.css';

export { default } from '../staff/question-page';
