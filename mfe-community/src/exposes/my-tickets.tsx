import '../index.css';

export { default } from '../pages/my-tickets-page';
