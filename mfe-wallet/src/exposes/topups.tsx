import '../index.css';

export { default } from '../staff/topups-page';
