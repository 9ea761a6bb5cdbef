import '../index.css';

export { default } from '../staff/messages-page';
