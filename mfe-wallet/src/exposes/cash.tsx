import '../index.css';

export { default } from '../staff/cash-page';
