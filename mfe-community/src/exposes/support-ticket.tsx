import '../index.css';

export { default } from '../staff/ticket-page';
