import '../index.css';

export { default } from '../staff/accounts-page';
