import '../index.css';

export { default } from '../staff/notes-page';
