import '../index.css';

export { default } from '../widgets/notification-bell';
