import '../index.css';

export { default } from '../staff/student-wallet';
