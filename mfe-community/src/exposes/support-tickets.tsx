import '../index.css';

export { default } from '../staff/tickets-page';
