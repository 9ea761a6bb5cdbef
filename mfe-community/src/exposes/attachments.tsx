import '../index.css';

export { default } from '../pages/attachments-page';
