import '../index.css';

export { default } from '../staff/marking-page';
