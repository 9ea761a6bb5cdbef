import '../index.css';

export { default } from '../staff/audit-page';
