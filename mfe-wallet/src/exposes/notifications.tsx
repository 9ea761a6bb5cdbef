import '../index.css';

export { default } from '../pages/notifications-page';
