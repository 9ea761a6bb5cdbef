import '../index.css';

export { default } from '../pages/profile-page';
