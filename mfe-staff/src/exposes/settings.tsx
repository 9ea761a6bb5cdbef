import '../index.css';

export { default } from '../staff/settings-page';
