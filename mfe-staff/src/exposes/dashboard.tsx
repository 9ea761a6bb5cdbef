import '../index.css';

export { default } from '../staff/dashboard-page';
